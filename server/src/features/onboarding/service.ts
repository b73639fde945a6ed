import { asc, eq } from 'drizzle-orm';
import {
  OnboardingAnswersSchema,
  answersToProfile,
  isAnswered,
  type OnboardingAnswers,
  type OnboardingQuestion,
  type User,
} from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { onboardingQuestions, users } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import { toUser } from '../accounts/user-view';

/** The questionnaire (seeded by a migration) and its submission into the skill profile (spec §3). */
export class OnboardingService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async questions(): Promise<OnboardingQuestion[]> {
    const rows = await this.db.select().from(onboardingQuestions).orderBy(asc(onboardingQuestions.position));
    return rows.map((q) => ({
      _id: q.id,
      Question: q.question,
      Comment: q.comment,
      Category: q.category,
      Type: q.type,
      Options: q.options,
      Optional: q.optional,
    }));
  }

  async submit(userId: string, raw: { answers: OnboardingAnswers }): Promise<User> {
    const answers = OnboardingAnswersSchema.parse(raw.answers);
    const questions = await this.questions();
    const known = new Set(questions.map((q) => q._id));
    const unknown = Object.keys(answers).find((id) => !known.has(id));
    if (unknown) throw new Invalid(`Unknown onboarding question: ${unknown}`);
    const missing = questions.find((q) => !q.Optional && !isAnswered(answers[q._id]));
    if (missing) throw new Invalid(`Please answer: ${missing.Question}`);

    const profile = answersToProfile(answers, questions);
    const [row] = await this.db
      .update(users)
      .set({ ...profile, onboardingAnswers: answers, updatedAt: this.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new NotFound('User not found');
    return toUser(row);
  }
}

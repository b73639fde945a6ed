import { z } from 'zod';
import { CONFIDENCE_DEFAULT, CONFIDENCE_PHRASES, DESCRIBE_FALLBACK_MIN_LENGTH, type ProfileFields } from './profile';

export const QUESTION_CATEGORIES = ['single-selection', 'multiple-selection', 'combo-box'] as const;

/** Spec §3 Onboarding question, with the spec's field names. */
export const OnboardingQuestionSchema = z.object({
  _id: z.string(),
  Question: z.string(),
  Comment: z.string(),
  /** Usually one of QUESTION_CATEGORIES; anything else renders 'Unsupported question type'. */
  Category: z.string(),
  Type: z.string(),
  Options: z.array(z.object({ title: z.string(), description: z.string() })),
  Optional: z.boolean(),
});
export type OnboardingQuestion = z.infer<typeof OnboardingQuestionSchema>;

const LocationAnswerSchema = z.object({
  country: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100),
});

/** Spec §3 Onboarding answer: a string, a list of strings, or {country, state}. */
const OnboardingAnswerSchema = z.union([
  z.string().trim().max(2000),
  z.array(z.string().trim().min(1).max(200)).max(100),
  LocationAnswerSchema,
]);
export type OnboardingAnswer = z.infer<typeof OnboardingAnswerSchema>;

export const OnboardingAnswersSchema = z.record(z.string().max(100), OnboardingAnswerSchema);
export type OnboardingAnswers = z.infer<typeof OnboardingAnswersSchema>;

export const NO_TOOLS_OPTION = "I don't have any yet";
export const UNSUPPORTED_QUESTION_TEXT = 'Unsupported question type';
export const customItemsKey = (questionId: string) => `onboarding_custom_${questionId}`;

/**
 * Spec §4 onboarding: a custom tag item is trimmed and ignored when empty or already present
 * (case-insensitively, so "Drill" and "drill" are one item).
 */
export function addCustomItem(items: readonly string[], raw: string): string[] {
  const item = raw.trim();
  if (!item) return [...items];
  if (items.some((existing) => existing.toLowerCase() === item.toLowerCase())) return [...items];
  return [...items, item];
}

/** Spec §4: "after the last question the answers merge with the custom items". */
export function mergeCustomItems(
  answers: OnboardingAnswers,
  customItems: Record<string, readonly string[]>,
): OnboardingAnswers {
  const merged: OnboardingAnswers = { ...answers };
  for (const [questionId, items] of Object.entries(customItems)) {
    const current = merged[questionId];
    const list = Array.isArray(current) ? current : [];
    let next = list.filter((v) => v !== NO_TOOLS_OPTION);
    for (const item of items) next = addCustomItem(next, item);
    if (next.length || current !== undefined) merged[questionId] = next.length ? next : list;
  }
  return merged;
}

/** Spec §4: Continue is disabled while a required question has no answer. */
export function isAnswered(answer: OnboardingAnswer | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return answer.country.trim() !== '';
}

/** Spec §2: the step number parsed as an integer with 1 as fallback; out of range → null (redirect to 1). */
export function parseOnboardingStep(raw: string | undefined, total: number): number | null {
  const parsed = Number.parseInt(raw ?? '', 10);
  const step = Number.isNaN(parsed) ? 1 : parsed;
  if (step < 1 || (total > 0 && step > total)) return null;
  return step;
}

type Wording = { Question?: string; Type?: string };

const mentions = (text: string, words: readonly string[]) => words.some((w) => new RegExp(`\\b${w}`, 'i').test(text));

/**
 * Spec §3: a confidence phrase → 1…5; longest phrase first so "Not confident at all" is not "Confident".
 * @internal
 */
export function confidenceFromPhrase(value: string): number | null {
  const normalised = value.trim().toLowerCase();
  const byLength = CONFIDENCE_PHRASES.map((phrase, i) => ({ phrase: phrase.toLowerCase(), n: i + 1 })).sort(
    (a, b) => b.phrase.length - a.phrase.length,
  );
  for (const { phrase, n } of byLength) {
    if (normalised === phrase || normalised.startsWith(`${phrase} `) || normalised.startsWith(`${phrase}:`)) return n;
  }
  return null;
}

/**
 * Spec §3 answers → profile. Each answer is read with the wording of its question (Question and
 * Type) and its own text:
 * - {country, state} → country and state; a plain number → confidence;
 * - a confidence phrase → confidence 1–5 (a confidence question with another answer → 3);
 * - experience / beginner / intermediate / expert → experienceLevel;
 * - describe / about → describe; tools / equipment → tools; projects / interested → interestedProjects;
 * - a home age/year question → homeAge (our addition, for lead and asbestos warnings);
 * - any other list → tools; any other string over 20 characters → describe, if not yet set.
 * Lists are joined with ", ".
 */
export function answersToProfile(
  answers: Record<string, OnboardingAnswer | number>,
  questions: readonly (Wording & { _id: string })[] = [],
): ProfileFields {
  const profile: ProfileFields = {};
  const byId = new Map(questions.map((q) => [q._id, q]));
  const leftovers: string[] = [];

  for (const [questionId, value] of Object.entries(answers)) {
    const question = byId.get(questionId);
    const wording = `${question?.Question ?? ''} ${question?.Type ?? ''}`;

    if (typeof value === 'number') {
      profile.confidence = value;
      continue;
    }
    if (!Array.isArray(value) && typeof value === 'object') {
      profile.country = value.country;
      profile.state = value.state;
      continue;
    }
    const textValue = Array.isArray(value) ? value.join(', ') : value.trim();
    if (!textValue) continue;
    const both = `${wording} ${Array.isArray(value) ? '' : textValue}`;

    const phrase = Array.isArray(value) ? null : confidenceFromPhrase(textValue);
    if (phrase !== null) profile.confidence = phrase;
    else if (mentions(wording, ['confiden'])) profile.confidence = CONFIDENCE_DEFAULT;
    else if (mentions(wording, ['home age', 'built', 'year'])) profile.homeAge = textValue;
    else if (mentions(both, ['experience', 'beginner', 'intermediate', 'expert'])) profile.experienceLevel = textValue;
    else if (mentions(wording, ['tools', 'tool', 'equipment'])) profile.tools = textValue;
    else if (mentions(wording, ['projects', 'project', 'interested'])) profile.interestedProjects = textValue;
    else if (mentions(wording, ['describe', 'about'])) profile.describe = textValue;
    else if (Array.isArray(value)) profile.tools = textValue;
    else if (textValue.length > DESCRIBE_FALLBACK_MIN_LENGTH) leftovers.push(textValue);
  }
  if (!profile.describe && leftovers[0]) profile.describe = leftovers[0];
  return profile;
}

/** Onboarding submission body: the raw answers (kept for later) and nothing else; the server converts. */
export const OnboardingSubmitSchema = z.object({ answers: OnboardingAnswersSchema });

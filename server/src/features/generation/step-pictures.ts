import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { steps } from '../../db/schema';
import type { Logger } from '../../logger';
import type { StepImager } from '../../assistant/plan';
import type { ImageService } from '../images/service';

/**
 * Pictures of a plan's steps (OPENAI_IMAGE_MODEL), drawn after the plan is ready and kept with the
 * owner's images. A plan is stored with its steps' pictures pending; only complete ones are shown.
 */
export class StepPictures {
  constructor(
    private readonly db: Db,
    private readonly imager: StepImager,
    private readonly images: ImageService,
    private readonly logger: Logger,
  ) {}

  /** Draws the project's pending step pictures one at a time; a failure marks that step's picture failed. */
  async draw(userId: string, projectId: string, repair: string): Promise<void> {
    const pending = await this.db
      .select()
      .from(steps)
      .where(and(eq(steps.projectId, projectId), sql`${steps.image}->>'status' = 'pending'`))
      .orderBy(asc(steps.stepNumber));
    for (const step of pending) {
      let image: { status: 'complete' | 'failed'; url: string | null };
      try {
        const bytes = await this.imager({ title: step.title, instructions: step.instructions, repair });
        image = { status: 'complete', url: (await this.images.upload(userId, bytes)).url };
      } catch (error) {
        this.logger.warn(
          { projectId, step: step.stepNumber, reason: error instanceof Error ? error.message : String(error) },
          'step picture failed',
        );
        image = { status: 'failed', url: null };
      }
      // a plan rebuilt meanwhile has new rows: this updates nothing then
      await this.db.update(steps).set({ image }).where(eq(steps.id, step.id));
    }
  }
}

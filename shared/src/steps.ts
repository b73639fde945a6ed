import { z } from 'zod';
import { StepThumbsSchema } from './plan';
import { ProjectIdInputSchema } from './projects';
import { isStorableText, STORABLE_TEXT_MESSAGE } from './text';

/** One step of a project's plan, by its number. */
export const StepInputSchema = ProjectIdInputSchema.extend({ stepNumber: z.number().int().min(1).max(100) });

/** Spec §4: marks the step done; `andEarlier` completes the steps before it too. */
export const StepCompleteInputSchema = StepInputSchema.extend({ andEarlier: z.boolean().optional() });

/** Spec §4 thumbs on a step: 1 up, 0 down. */
export const StepThumbsInputSchema = StepInputSchema.extend({ value: StepThumbsSchema });

/** Spec §4 the rating given when a project is finished. */
export const ProjectFeedbackSchema = z.object({
  rating: z
    .number({ error: 'Please select a rating.' })
    .int()
    .min(1, 'A rating is 1 to 5 stars.')
    .max(5, 'A rating is 1 to 5 stars.'),
  comments: z
    .string()
    .max(2000)
    .refine(isStorableText, STORABLE_TEXT_MESSAGE)
    .default('')
    .transform((c) => c.trim()),
});
export const ProjectFeedbackInputSchema = ProjectIdInputSchema.extend(ProjectFeedbackSchema.shape);

/** Spec §7 completion message: a few words about what the person just did. */
export const CompletionMessageSchema = z.object({ message: z.string() });

/**
 * What the REST paths (spec §7) answer, beyond the shapes tRPC shares (user, project, plan): the
 * OpenAPI document at /api/openapi.json is generated from these and the request schemas.
 */
import { z } from 'zod';
import { PlanToolSchema } from './plan';
import { ProjectSchema } from './projects';

export const OkSchema = z.object({ ok: z.literal(true) });

export const HealthSchema = z.object({ status: z.literal('ok') });

export const CreatedIdSchema = z.object({ id: z.string() });

export const ProjectListSchema = z.object({
  projects: z.array(ProjectSchema),
  nextCursor: z
    .string()
    .optional()
    .meta({ description: 'Only when more projects follow: pass it as `cursor` for the next page.' }),
});

export const ProgressSchema = z
  .number()
  .min(0)
  .max(1)
  .meta({ description: 'The fraction of steps completed, 0 to 1.' });

export const MessageSchema = z.object({ message: z.string() });

export const GenerationStatusMessageSchema = MessageSchema.meta({
  description:
    "'generation completed' when the plan is ready; otherwise 'generation in progress', 'generation not started', 'generation failed: …' or 'generation blocked: …'.",
});

export const PlanToolsSchema = z.object({ tools_data: z.object({ tools: z.array(PlanToolSchema) }) });

export const ChatSessionRefSchema = z.object({ session: z.string() });

const ChatRoleSchema = z.enum(['user', 'assistant']);

export const ChatHistorySchema = z.array(z.object({ role: ChatRoleSchema, message: z.string() }));

export const StepChatHistorySchema = z.array(
  z.object({
    role: ChatRoleSchema,
    message: z.string(),
    step: z.number().int().nullable().meta({ description: 'The step the person asked from.' }),
  }),
);

export const ChatStartSchema = z.object({
  session_id: z.string(),
  intro_message: z.string(),
  suggested_messages: z.array(z.string()),
  response: z.string().meta({ description: 'The intro message again.' }),
});

const CurrentStateSchema = z.enum(['in_progress', 'complete', 'safety_stop', 'safety_check']);

export const ChatReplySchema = z.object({
  response: z.string(),
  suggested_messages: z.array(z.string()),
  current_state: CurrentStateSchema.meta({
    description:
      "'complete': the assistant has what it needs, a plan can be made. 'safety_stop': stopped for a hazard, no plan. 'safety_check': a safety question is waiting for its answer (suggested_messages Yes, No, Not sure); no plan until it is answered.",
  }),
});

export const StepGuidanceStartedSchema = z.object({ started: z.boolean(), session_id: z.string().nullable() });

export const ImageUploadedSchema = z.object({
  id: z.string(),
  url: z.string().meta({ description: 'Where the owner reads it back: /api/images/{id}.' }),
  mime: z.string(),
  bytes: z.number().int(),
});

export const GoogleStatusSchema = z.object({ enabled: z.boolean() });

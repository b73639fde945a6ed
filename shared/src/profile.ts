import { z } from 'zod';
import { CONFIDENCE_MIN, CONFIDENCE_MAX } from './profile-rules';

export * from './profile-rules';

const text = z.string().trim().max(2000).nullable().optional();

/** The skill-profile fields of spec §3, plus names and the home's age (for lead/asbestos warnings). */
const ProfileFieldsSchema = z.object({
  experienceLevel: text,
  confidence: z.number().int().min(CONFIDENCE_MIN).max(CONFIDENCE_MAX).nullable().optional(),
  tools: text,
  interestedProjects: text,
  country: z.string().trim().max(100).nullable().optional(),
  state: z.string().trim().max(100).nullable().optional(),
  describe: text,
  homeAge: z.string().trim().max(100).nullable().optional(),
});
export type ProfileFields = z.infer<typeof ProfileFieldsSchema>;

/** PUT /users/{id} body: names and any profile field. */
export const UserUpdateSchema = ProfileFieldsSchema.extend({
  firstname: z.string().trim().min(1).max(80).optional(),
  lastname: z.string().trim().min(1).max(80).optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/**
 * The user as every transport returns it. Never carries a password hash. Its own fields rather than
 * the input rules above: those would check again (and could refuse) what the server stored, such as a
 * tool list joined from onboarding answers longer than one typed field.
 */
export const UserSchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  hasGoogle: z.boolean(),
  experienceLevel: z.string().nullable(),
  confidence: z.number().nullable(),
  tools: z.string().nullable(),
  interestedProjects: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  describe: z.string().nullable(),
  homeAge: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

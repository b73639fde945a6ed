import { z } from 'zod';
import { AUTH_MESSAGES, isStrongPassword, isValidEmail, normaliseEmail } from './auth-rules';

export * from './auth-rules';

const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .refine(isValidEmail, AUTH_MESSAGES.emailInvalid)
  .transform(normaliseEmail);

const strongPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(256, AUTH_MESSAGES.passwordWeak)
  .refine(isStrongPassword, AUTH_MESSAGES.passwordWeak);

const googleFields = {
  google_flag: z.boolean().optional(),
  /** The proof issued by our Google OAuth callback (the spec's tempGoogleAuthToken). */
  google_token: z.string().min(20).max(200).optional(),
};

/** Google variants need their proof; the others a password (strong, for signup). */
function requireCredential(strong: boolean) {
  return (
    value: { password?: string | undefined; google_flag?: boolean | undefined; google_token?: string | undefined },
    ctx: z.RefinementCtx,
  ) => {
    if (value.google_flag) {
      if (!value.google_token) {
        ctx.addIssue({
          code: 'custom',
          path: ['google_token'],
          message: 'Google sign-in could not be verified. Please try again.',
        });
      }
      return;
    }
    if (!value.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordRequired });
    } else if (strong && !isStrongPassword(value.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordWeak });
    }
  };
}

/** POST /login body. The Google variant carries google_flag and the proof issued by our OAuth callback. */
export const LoginInputSchema = z
  .object({ email: emailField, password: z.string().max(256).optional(), ...googleFields })
  .superRefine(requireCredential(false));
export type LoginInput = z.input<typeof LoginInputSchema>;

const nameField = (message: string) => z.string({ error: message }).trim().min(1, message).max(80);

/** POST /users body (spec §7). */
export const SignupInputSchema = z
  .object({
    firstname: nameField(AUTH_MESSAGES.firstNameRequired),
    lastname: nameField(AUTH_MESSAGES.lastNameRequired),
    email: emailField,
    password: z.string().max(256, AUTH_MESSAGES.passwordWeak).optional(),
    ...googleFields,
  })
  .superRefine(requireCredential(true));
export type SignupInput = z.input<typeof SignupInputSchema>;

/** `{ id, token }` from signup and login: the token is an opaque session, never the user id. */
export const AuthResultSchema = z.object({ id: z.string(), token: z.string() });
export type AuthResult = z.infer<typeof AuthResultSchema>;

/** Whether "Continue with Google" is offered (the server has an OAuth client). */
export const GoogleStatusSchema = z.object({ enabled: z.boolean() });

export const PasswordResetRequestSchema = z.object({ email: emailField });
export const PasswordResetSchema = z.object({
  token: z.string().min(20).max(200),
  password: strongPassword,
});

// The sign-in rules and texts without zod, so the sign-in screens load without it (issue 13).
import type { ErrorCode } from './error-codes';

/** Spec §5 validation messages, word for word. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordWeak: 'Password is not strong enough',
} as const;

export const PASSWORD_HINT =
  'Password must contain: 8 characters, an uppercase, a lowercase, a number & a special character.';

const PASSWORD_MIN_LENGTH = 8;

/** The strong-password rule of spec §5/§9, one requirement per entry for the live hint. */
export const PASSWORD_REQUIREMENTS = [
  { id: 'length', label: '8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'an uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'a lowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'a number', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', label: 'a special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** @internal */
export type PasswordRequirementId = (typeof PASSWORD_REQUIREMENTS)[number]['id'];

/** @internal */
export function passwordChecks(password: string): Record<PasswordRequirementId, boolean> {
  return Object.fromEntries(PASSWORD_REQUIREMENTS.map((r) => [r.id, r.test(password)])) as Record<
    PasswordRequirementId,
    boolean
  >;
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_REQUIREMENTS.every((r) => r.test(password));
}

/**
 * "{something}@{something}.{something}" with no spaces: the domain as dot-separated labels, so that no two
 * parts of the pattern can take the same characters (linear on any input).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginFields {
  email: string;
  password: string;
}

export function validateLogin(input: LoginFields): FieldErrors<keyof LoginFields> {
  const errors: FieldErrors<keyof LoginFields> = {};
  if (!input.email.trim()) errors.email = AUTH_MESSAGES.emailRequired;
  else if (!isValidEmail(input.email)) errors.email = AUTH_MESSAGES.emailInvalid;
  if (!input.password) errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}

export interface SignupFields {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

/** `passwordOptional` for the Google variant, whose password is empty by design (spec §3). */
export function validateSignup(
  input: SignupFields,
  opts: { passwordOptional?: boolean } = {},
): FieldErrors<keyof SignupFields> {
  const errors: FieldErrors<keyof SignupFields> = {};
  if (!input.firstname.trim()) errors.firstname = AUTH_MESSAGES.firstNameRequired;
  if (!input.lastname.trim()) errors.lastname = AUTH_MESSAGES.lastNameRequired;
  if (!input.email.trim()) errors.email = AUTH_MESSAGES.emailRequired;
  else if (!isValidEmail(input.email)) errors.email = AUTH_MESSAGES.emailInvalid;
  if (!opts.passwordOptional) {
    if (!input.password) errors.password = AUTH_MESSAGES.passwordRequired;
    else if (!isStrongPassword(input.password)) errors.password = AUTH_MESSAGES.passwordWeak;
  }
  return errors;
}

/** Server texts (`detail`). Clients decide by the error's code (error-codes.ts), never by these words. */
export const SERVER_AUTH_DETAILS = {
  invalidCredentials: 'Invalid credentials',
  emailExists: 'Email already exists',
  userNotFound: 'User not found',
  tooManyAttempts: 'Too many login attempts. Please wait 15 minutes and try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  googleNotConfigured: 'Google sign-in is not available on this server.',
} as const;

/**
 * Why /login is shown after the server refused the session (a password reset or a sign-out elsewhere, or
 * expiry); the server's refusal of a call on an open socket says the same. The spec has no wording for it.
 */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';

/** Spec §8 messages shown on the login and signup screens. */
export const AUTH_ERROR_TEXT = {
  loginIncorrect: 'Incorrect email or password. Please try again!',
  loginFailed: 'Login failed. Please try again.',
  googleLoginFailed: 'Google login failed',
  googleAuthFailed: 'Google authentication failed. Please try again.',
  emailInUse: 'Email address already in use. Please choose a different one.',
  signupFailed: 'Signup failed.',
  googleAlreadyRegistered: 'This Google account is already registered. Please login instead.',
  googleSignupFailed: 'Google signup failed. Please try again.',
} as const;

/** Spec §8 Login: what the login screen shows for a refusal, decided by its code. */
export function loginErrorText(code: ErrorCode | undefined, detail: string | undefined): string {
  if (code === 'INVALID_CREDENTIALS') return AUTH_ERROR_TEXT.loginIncorrect;
  return detail?.trim() ? detail : AUTH_ERROR_TEXT.loginFailed;
}

/** Spec §8 Signup. */
export function signupErrorText(code: ErrorCode | undefined, detail: string | undefined): string {
  if (code === 'EMAIL_EXISTS') return AUTH_ERROR_TEXT.emailInUse;
  return detail?.trim() ? detail : AUTH_ERROR_TEXT.signupFailed;
}

/** Spec §8 Google signup. */
export function googleSignupErrorText(code: ErrorCode | undefined, detail: string | undefined): string {
  if (code === 'EMAIL_EXISTS') return AUTH_ERROR_TEXT.googleAlreadyRegistered;
  return detail?.trim() ? detail : AUTH_ERROR_TEXT.googleSignupFailed;
}

/** Spec §8 Google login (non-OK status). */
export function googleLoginErrorText(detail: string | undefined): string {
  return detail?.trim() ? detail : AUTH_ERROR_TEXT.googleLoginFailed;
}

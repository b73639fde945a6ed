import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_TEXT,
  LoginInputSchema,
  SignupInputSchema,
  googleLoginErrorText,
  googleSignupErrorText,
  isStrongPassword,
  loginErrorText,
  passwordChecks,
  signupErrorText,
  validateLogin,
  validateSignup,
} from './auth';

describe('strong password (spec §5: 8 characters, upper, lower, digit, special)', () => {
  it.each([
    ['Str0ng!Pass', true],
    ['Sh0rt!a', false],
    ['nouppercase1!', false],
    ['NOLOWERCASE1!', false],
    ['NoDigits!!', false],
    ['NoSpecial11', false],
    ['Abcdef1 ', true], // a space is a non-alphanumeric character
  ])('%j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('reports each requirement separately for the live hint', () => {
    expect(passwordChecks('abc')).toEqual({ length: false, upper: false, lower: true, digit: false, special: false });
    expect(passwordChecks('ABCdef12!')).toEqual({ length: true, upper: true, lower: true, digit: true, special: true });
  });
});

describe('login validation (spec §5)', () => {
  it('requires an email and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('checks the email shape', () => {
    expect(validateLogin({ email: 'dana@', password: 'x' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateLogin({ email: 'dana@example.com', password: 'x' })).toEqual({});
  });
});

describe('signup validation (spec §5)', () => {
  it('gives every message in order of the fields', () => {
    expect(validateSignup({ firstname: ' ', lastname: '', email: '', password: '' })).toEqual({
      firstname: 'First name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it("says 'Password is not strong enough' for a weak password", () => {
    expect(validateSignup({ firstname: 'D', lastname: 'R', email: 'd@r.io', password: 'weak' })).toEqual({
      password: 'Password is not strong enough',
    });
  });
  it('does not ask for a password in the Google variant', () => {
    expect(
      validateSignup({ firstname: 'D', lastname: 'R', email: 'd@r.io', password: '' }, { passwordOptional: true }),
    ).toEqual({});
  });
});

describe('server-side schemas', () => {
  it('normalises the email and keeps the password as typed', () => {
    expect(LoginInputSchema.parse({ email: ' Dana@Example.COM ', password: ' p ' })).toEqual({
      email: 'dana@example.com',
      password: ' p ',
    });
  });
  it('needs the Google proof with google_flag', () => {
    expect(LoginInputSchema.safeParse({ email: 'd@r.io', password: '', google_flag: true }).success).toBe(false);
    expect(
      LoginInputSchema.safeParse({ email: 'd@r.io', password: '', google_flag: true, google_token: 't'.repeat(43) })
        .success,
    ).toBe(true);
  });
  it('refuses a weak signup password with the spec message', () => {
    const result = SignupInputSchema.safeParse({
      firstname: 'D',
      lastname: 'R',
      email: 'd@r.io',
      password: 'weakweak',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Password is not strong enough');
  });
});

describe('error texts (spec §8), decided by code', () => {
  it('maps login refusals', () => {
    expect(loginErrorText('INVALID_CREDENTIALS', 'Invalid credentials')).toBe(
      'Incorrect email or password. Please try again!',
    );
    // the code decides, not the words
    expect(loginErrorText('INVALID_CREDENTIALS', 'Reworded one day')).toBe(
      'Incorrect email or password. Please try again!',
    );
    expect(loginErrorText('UNAUTHENTICATED', 'Invalid credentials')).toBe('Invalid credentials');
    expect(loginErrorText('RATE_LIMITED', 'Too many login attempts. Please wait 15 minutes and try again.')).toMatch(
      /wait/,
    );
    expect(loginErrorText(undefined, undefined)).toBe('Login failed. Please try again.');
  });
  it('maps signup refusals', () => {
    expect(signupErrorText('EMAIL_EXISTS', 'Email already exists')).toBe(
      'Email address already in use. Please choose a different one.',
    );
    expect(signupErrorText('VALIDATION_FAILED', 'Something else')).toBe('Something else');
    expect(signupErrorText(undefined, '')).toBe('Signup failed.');
  });
  it('maps Google refusals', () => {
    expect(googleSignupErrorText('EMAIL_EXISTS', 'Email already exists')).toBe(
      'This Google account is already registered. Please login instead.',
    );
    expect(googleSignupErrorText(undefined, undefined)).toBe('Google signup failed. Please try again.');
    expect(googleLoginErrorText(undefined)).toBe('Google login failed');
    expect(AUTH_ERROR_TEXT.googleAuthFailed).toBe('Google authentication failed. Please try again.');
  });
});

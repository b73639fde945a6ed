// Profile rules without zod, so the sign-in screens load without it (issue 13).
export const CONFIDENCE_MIN = 1;
export const CONFIDENCE_MAX = 5;
export const CONFIDENCE_DEFAULT = 3;
/** Spec §3/§9: a free-text answer longer than this becomes `describe` when nothing else claims it. */
export const DESCRIBE_FALLBACK_MIN_LENGTH = 20;

/** Spec §3, in scale order: index + 1 is the confidence number. */
export const CONFIDENCE_PHRASES = [
  'Not confident at all',
  'Slightly confident',
  'Somewhat confident',
  'Confident',
  'Very confident',
] as const;

const PROFILE_KEYS = [
  'experienceLevel',
  'confidence',
  'tools',
  'interestedProjects',
  'country',
  'state',
  'describe',
] as const;

/** Spec §4 "Profile filled in": any of the skill fields holds a non-blank value. */
export function isProfileFilledIn(profile: Partial<Record<(typeof PROFILE_KEYS)[number], unknown>>): boolean {
  return PROFILE_KEYS.some((key) => {
    const value = profile[key];
    if (value === null || value === undefined) return false;
    if (typeof value === 'string') return value.trim() !== '';
    return true;
  });
}

/** Spec §3 displayName: first and last name joined, else email, else 'User'. */
export function displayNameOf(user: {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}): string {
  const joined = [user.firstname, user.lastname]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
  if (joined) return joined;
  if (user.email?.trim()) return user.email.trim();
  return 'User';
}

/** Spec §5 name greeting: the first word, capitalised, or 'User'. */
export function greetingName(displayName: string | null | undefined): string {
  const first = (displayName ?? '').trim().split(/\s+/)[0] ?? '';
  if (!first) return 'User';
  return first.charAt(0).toUpperCase() + first.slice(1);
}

/** The drawer shows the display name title-cased. */
export function titleCase(value: string): string {
  return value
    .split(/(\s+)/)
    .map((part) => (part.trim() ? part.charAt(0).toUpperCase() + part.slice(1).toLowerCase() : part))
    .join('');
}

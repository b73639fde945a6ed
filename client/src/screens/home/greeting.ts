import { greetingName } from '@fixwise/shared';
import { STORAGE_KEYS, readSessionItem } from '../../app/session';

/**
 * Reads the one-shot arrival flags (spec §2 greeting) and clears both, so the next visit says
 * 'Welcome back'. Returns whether the person arrived from onboarding.
 */
export function takeArrivalFromOnboarding(): boolean {
  const fromOnboarding = readSessionItem(STORAGE_KEYS.fromOnboarding) === 'true';
  for (const store of [localStorage, sessionStorage]) {
    store.removeItem(STORAGE_KEYS.fromOnboarding);
    store.removeItem(STORAGE_KEYS.fromLogin);
  }
  return fromOnboarding;
}

/** 'Welcome Dana' after onboarding, 'Welcome back Dana' otherwise; 'User' without a name. */
export function greetingFor(fromOnboarding: boolean, displayName: string | null | undefined): string {
  return `${fromOnboarding ? 'Welcome' : 'Welcome back'} ${greetingName(displayName)}`;
}

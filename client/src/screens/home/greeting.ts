import { greetingName } from '@fixwise/shared';
import { STORAGE_KEYS, readSessionItem } from '../../app/session';

/**
 * Whether the person arrived from onboarding (spec §2 greeting). Only reads: React may render a screen
 * several times before showing it (a render interrupted by another update, or thrown away by a
 * suspending sibling), so the one-shot flags are cleared once the greeting is on screen
 * (`clearArrivalFlags`, from an effect), never while rendering.
 */
export function arrivedFromOnboarding(): boolean {
  // a sign-in since (onboarding finished, the tab closed before /home, a login later) is a return visit
  return readSessionItem(STORAGE_KEYS.fromOnboarding) === 'true' && readSessionItem(STORAGE_KEYS.fromLogin) !== 'true';
}

/** Clears both one-shot arrival flags from both storages, so the next visit says 'Welcome back'. */
export function clearArrivalFlags(): void {
  for (const store of [localStorage, sessionStorage]) {
    store.removeItem(STORAGE_KEYS.fromOnboarding);
    store.removeItem(STORAGE_KEYS.fromLogin);
  }
}

/** 'Welcome Dana' after onboarding, 'Welcome back Dana' otherwise; 'User' without a name. */
export function greetingFor(fromOnboarding: boolean, displayName: string | null | undefined): string {
  return `${fromOnboarding ? 'Welcome' : 'Welcome back'} ${greetingName(displayName)}`;
}

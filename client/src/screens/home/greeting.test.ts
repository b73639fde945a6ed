import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../app/session';
import { greetingFor, takeArrivalFromOnboarding } from './greeting';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the /home greeting (spec §2)', () => {
  it("says 'Welcome' with the first name after onboarding", () => {
    expect(greetingFor(true, 'dana reyes')).toBe('Welcome Dana');
  });

  it("says 'Welcome back' otherwise, including after login", () => {
    expect(greetingFor(false, 'Dana Reyes')).toBe('Welcome back Dana');
  });

  it("falls back to 'User' without a display name", () => {
    expect(greetingFor(false, null)).toBe('Welcome back User');
    expect(greetingFor(true, '   ')).toBe('Welcome User');
  });

  it('reads the arrival from onboarding once and clears both flags from both storages', () => {
    localStorage.setItem(STORAGE_KEYS.fromOnboarding, 'true');
    sessionStorage.setItem(STORAGE_KEYS.fromLogin, 'true');
    expect(takeArrivalFromOnboarding()).toBe(true);
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem(STORAGE_KEYS.fromOnboarding)).toBeNull();
      expect(store.getItem(STORAGE_KEYS.fromLogin)).toBeNull();
    }
    expect(takeArrivalFromOnboarding()).toBe(false);
  });

  it('treats an arrival from login as a return visit', () => {
    sessionStorage.setItem(STORAGE_KEYS.authToken, 't');
    sessionStorage.setItem(STORAGE_KEYS.fromLogin, 'true');
    expect(takeArrivalFromOnboarding()).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.fromLogin)).toBeNull();
  });
});

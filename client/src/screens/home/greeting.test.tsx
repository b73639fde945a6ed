import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../app/session';
import { renderScreen } from '../../test/renderScreen';
import { arrivedFromOnboarding, clearArrivalFlags, greetingFor } from './greeting';
import { useGreeting } from './useGreeting';

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

  it('reads the arrival from onboarding without using it up; clearing removes both flags from both storages', () => {
    localStorage.setItem(STORAGE_KEYS.fromOnboarding, 'true');
    expect(arrivedFromOnboarding()).toBe(true);
    expect(arrivedFromOnboarding()).toBe(true);
    sessionStorage.setItem(STORAGE_KEYS.fromLogin, 'true');
    clearArrivalFlags();
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem(STORAGE_KEYS.fromOnboarding)).toBeNull();
      expect(store.getItem(STORAGE_KEYS.fromLogin)).toBeNull();
    }
    expect(arrivedFromOnboarding()).toBe(false);
  });

  it('treats an arrival from login as a return visit, even with an onboarding flag left from an earlier visit', () => {
    sessionStorage.setItem(STORAGE_KEYS.authToken, 't');
    sessionStorage.setItem(STORAGE_KEYS.fromLogin, 'true');
    expect(arrivedFromOnboarding()).toBe(false);
    sessionStorage.setItem(STORAGE_KEYS.fromOnboarding, 'true');
    expect(arrivedFromOnboarding()).toBe(false);
    clearArrivalFlags();
    sessionStorage.setItem(STORAGE_KEYS.fromOnboarding, 'true');
    expect(arrivedFromOnboarding()).toBe(true);
  });

  it("still says 'Welcome' when React throws away the first render of the screen, and 'Welcome back' on the next visit", async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 't');
    localStorage.setItem(STORAGE_KEYS.displayName, 'Dana Reyes');
    localStorage.setItem(STORAGE_KEYS.fromOnboarding, 'true');
    // a sibling that suspends once: the screen's first render is discarded and rendered again
    let release!: () => void;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    let ready = false;
    void pending.then(() => {
      ready = true;
    });
    function SuspendsOnce() {
      if (!ready) throw pending;
      return null;
    }
    function Greeting() {
      return <h1>{useGreeting().greeting}</h1>;
    }
    const first = renderScreen('/home', {
      '/home': (
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
          <SuspendsOnce />
        </Suspense>
      ),
    });
    await act(async () => {
      release();
      await pending;
    });
    expect(screen.getByRole('heading').textContent).toBe('Welcome Dana');
    expect(localStorage.getItem(STORAGE_KEYS.fromOnboarding)).toBeNull();
    first.unmount();

    renderScreen('/home', { '/home': <Greeting /> });
    expect(screen.getByRole('heading').textContent).toBe('Welcome back Dana');
  });
});

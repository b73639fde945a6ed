import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RedirectIfSignedIn, RequireAuth, RootRedirect } from './guards';
import { AUTH_TOKEN_KEY, getAuthToken, storeAuthToken } from './auth-storage';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <Where />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="/signup"
          element={
            <RedirectIfSignedIn>
              <Where />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="/home"
          element={
            <RequireAuth>
              <Where />
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('where').textContent;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('route guards (spec §2, §6)', () => {
  it('sends / to /login without a token', () => {
    expect(renderAt('/')).toBe('/login');
  });

  it('sends / to /home with a token in localStorage', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 't');
    expect(renderAt('/')).toBe('/home');
  });

  it('sends / to /home with a token in sessionStorage only', () => {
    sessionStorage.setItem(AUTH_TOKEN_KEY, 't');
    expect(renderAt('/')).toBe('/home');
  });

  it('sends /home to /login without a token', () => {
    expect(renderAt('/home')).toBe('/login');
  });

  it.each(['/login', '/signup'])('sends %s to /home with a token', (path) => {
    sessionStorage.setItem(AUTH_TOKEN_KEY, 't');
    expect(renderAt(path)).toBe('/home');
  });

  it('shows /login and /signup when signed out', () => {
    expect(renderAt('/signup')).toBe('/signup');
  });
});

describe('auth storage', () => {
  it('keeps the token in localStorage with Remember Me, else sessionStorage, never both', () => {
    storeAuthToken('remembered', true);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('remembered');
    storeAuthToken('this-tab', false);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('this-tab');
    expect(getAuthToken()).toBe('this-tab');
  });
});

/**
 * Client-side stored items of spec §3. The token lives in localStorage with Remember Me, otherwise in
 * sessionStorage; the display name is kept in the same storage as the token.
 */
export const AUTH_TOKEN_KEY = 'authToken';
export const DISPLAY_NAME_KEY = 'displayName';
export const USER_EMAIL_KEY = 'userEmail';

function stores(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

export function getAuthToken(): string | null {
  for (const store of stores()) {
    const token = store.getItem(AUTH_TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

export function hasAuthToken(): boolean {
  return getAuthToken() !== null;
}

/** The storage that holds the token, or sessionStorage when signed out. */
export function tokenStorage(): Storage {
  return window.localStorage.getItem(AUTH_TOKEN_KEY) ? window.localStorage : window.sessionStorage;
}

export function storeAuthToken(token: string, remember: boolean): void {
  clearAuthToken();
  (remember ? window.localStorage : window.sessionStorage).setItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  for (const store of stores()) store.removeItem(AUTH_TOKEN_KEY);
}

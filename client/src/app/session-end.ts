/**
 * A session the server no longer accepts ends on this device, whichever call noticed it: a tRPC call over
 * HTTP or the WebSocket refused as UNAUTHENTICATED, the socket closed with SESSION_ENDED (4401), or a REST
 * call answered 401. A password reset or a sign-out elsewhere, or expiry, then signs the device out
 * cleanly instead of leaving screens that show kept data and fail every call.
 *
 * A refusal counts only for the token the call was made with, and only while that token is still the one
 * stored: calls still under way after the device signed out (or signed in again) cannot sign it out, so
 * nothing loops. Another tab's sign-out is followed through the storage they share (`storageChanged`). A
 * sign-out the person asked for marks its token first (`leaveSession`), so the socket closing behind it is
 * not taken for a session ended elsewhere.
 */
import { SESSION_ENDED_TEXT, SOCKET_CLOSE_CODES } from '@fixwise/shared';
import { AUTH_TOKEN_KEY, getAuthToken } from './auth-storage';
import { errorCode } from './errors';
import { clearSession } from './session';

/** What the app does once the device is signed out (clear caches, close the socket, go to /login). */
type SignedOutListener = (reason: string | null) => void;

let listener: SignedOutListener | null = null;
/** A sign-out that happened before the app listened (a refusal while it started), told when it does. */
let missed: { reason: string | null } | null = null;
/** Tokens the person is signing out of themselves. */
const leaving = new Set<string>();
/** The token this tab last made a call with: only a tab that was signed in follows another tab's sign-out. */
let usedToken: string | null = null;

/** The app's reaction to a sign-out; returns the function that removes it. */
export function onSignedOut(next: SignedOutListener): () => void {
  listener = next;
  if (missed) {
    const { reason } = missed;
    missed = null;
    next(reason);
  }
  return () => {
    if (listener === next) listener = null;
  };
}

/**
 * Signs this device out: the session and everything kept about the person go from both storages, then the
 * app clears its caches, closes its socket and shows /login — with `reason`, when there is one.
 */
export function endSession(reason: string | null = null): void {
  clearSession();
  leaving.clear();
  usedToken = null;
  if (listener) listener(reason);
  else missed = { reason };
}

/** The person asked to sign out: refusals of the current token from now on are expected. */
export function leaveSession(): void {
  const token = getAuthToken();
  if (token) leaving.add(token);
}

/** A call is made with `token` (the stored one). */
export function usingSession(token: string | null): void {
  if (token) usedToken = token;
}

/**
 * Storage changed in another tab of this browser. The Remember-Me token is shared by every tab: when another
 * tab signs out (or is signed out), this one follows, or it would go on showing the person's screens with
 * every call made without a token, refused, and nothing left to sign out of.
 */
export function storageChanged(event: Pick<StorageEvent, 'key' | 'newValue'>): void {
  const tokenGone = event.key === null || (event.key === AUTH_TOKEN_KEY && event.newValue === null);
  if (tokenGone && usedToken !== null && !getAuthToken()) endSession(SESSION_ENDED_TEXT);
}

/** The server refused the session of `token` (the one a call was made with). */
export function sessionRefused(token: string | null): void {
  if (!token || token !== getAuthToken() || leaving.has(token)) return;
  endSession(SESSION_ENDED_TEXT);
}

/** A tRPC error that means "no valid session" (not a wrong password at sign-in, which is its own code). */
export function isSessionRefusal(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}

/** The socket made with `token` closed: SESSION_ENDED means the server ended that session. */
export function socketClosed(code: number | undefined, token: string | null): void {
  if (code === SOCKET_CLOSE_CODES.SESSION_ENDED) sessionRefused(token);
}

/**
 * fetch for the REST paths the app calls itself (photos), with the stored token; a 401 ends the session
 * like a refused tRPC call.
 */
export async function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  const token = getAuthToken();
  usingSession(token);
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token ?? ''}`);
  const res = await fetch(url, { ...init, headers });
  if (res.status === 401) sessionRefused(token);
  return res;
}

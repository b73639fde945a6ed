/**
 * Everything the client keeps about the signed-in person (spec §3 client-side stored items), in one
 * place so sign-in, onboarding and sign-out agree on the keys.
 */
import {
  AUTH_TOKEN_KEY,
  DISPLAY_NAME_KEY,
  USER_EMAIL_KEY,
  clearAuthToken,
  storeAuthToken,
  tokenStorage,
} from './auth-storage';
import { forgetOfflineData } from './offline';

export const STORAGE_KEYS = {
  authToken: AUTH_TOKEN_KEY,
  displayName: DISPLAY_NAME_KEY,
  userEmail: USER_EMAIL_KEY,
  userId: 'userId',
  fromLogin: 'fromLogin',
  fromOnboarding: 'fromOnboarding',
  tempUserData: 'tempUserData',
  tempGoogleUser: 'tempGoogleUser',
  tempGoogleAuthToken: 'tempGoogleAuthToken',
  chatMessages: 'chatMessages',
  introShown: 'introShown',
} as const;

export interface TempUserData {
  userId: string;
  firstname: string;
  lastname: string;
  email: string;
}

/** Who is being onboarded, for the questionnaire (spec §3 tempUserData; this tab only). */
export function rememberForOnboarding(user: TempUserData): void {
  sessionStorage.setItem(STORAGE_KEYS.tempUserData, JSON.stringify(user));
}

export interface TempGoogleUser {
  uid: string;
  email: string;
  displayName: string;
}

/** Stores a new session: token, user id, display name and email, all in the same storage. */
export function storeSession(
  session: { token: string; userId: string; displayName?: string; email?: string },
  remember: boolean,
): void {
  storeAuthToken(session.token, remember);
  const store = remember ? localStorage : sessionStorage;
  store.setItem(STORAGE_KEYS.userId, session.userId);
  if (session.displayName) store.setItem(STORAGE_KEYS.displayName, session.displayName);
  if (session.email) store.setItem(STORAGE_KEYS.userEmail, session.email);
}

/** Reads a key from whichever storage holds the token (the display name lives beside it). */
export function readSessionItem(key: string): string | null {
  return tokenStorage().getItem(key) ?? localStorage.getItem(key) ?? sessionStorage.getItem(key);
}

export function writeSessionItem(key: string, value: string): void {
  tokenStorage().setItem(key, value);
}

export function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key) ?? sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * Spec §2 sign-out: clears the auth token (both storages), chat messages, the intro-shown flag and
 * the display name — plus the rest of what identifies the person on a shared phone.
 */
export function clearSession(): void {
  const userId = readSessionItem(STORAGE_KEYS.userId);
  clearAuthToken();
  const keys = [
    STORAGE_KEYS.chatMessages,
    STORAGE_KEYS.introShown,
    STORAGE_KEYS.displayName,
    STORAGE_KEYS.userEmail,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.fromLogin,
    STORAGE_KEYS.fromOnboarding,
    STORAGE_KEYS.tempUserData,
    STORAGE_KEYS.tempGoogleUser,
    STORAGE_KEYS.tempGoogleAuthToken,
  ];
  for (const store of [localStorage, sessionStorage]) {
    for (const key of keys) store.removeItem(key);
    for (const key of Object.keys(store)) {
      // every conversation copy the app keeps (project chat and step guidance, deleted projects' too),
      // and anything else stored under this person's id
      if (
        /^(messages_|sessionId_|owned_tools_|step_messages_|step_sessionId_)/.test(key) ||
        (userId && key.includes(userId))
      )
        store.removeItem(key);
    }
  }
  // the plans kept for offline use and their pictures
  forgetOfflineData();
}

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { SESSION_ENDED_TEXT, SOCKET_CLOSE_CODES } from '@fixwise/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginScreen } from '../screens/login/LoginScreen';
import { AUTH_TOKEN_KEY, getAuthToken, storeAuthToken } from './auth-storage';
import { RequireAuth } from './guards';
import { SessionEnd } from './SessionEnd';
import {
  endSession,
  fetchWithSession,
  leaveSession,
  onSignedOut,
  sessionRefused,
  socketClosed,
  storageChanged,
  usingSession,
} from './session-end';
import { storeSession } from './session';
import { createQueryClient, createTrpcClient, TRPCProvider, useTRPC } from './trpc';

/**
 * A fetch answering every call of a tRPC batch (`/trpc/a,b?batch=1`) with a refusal of `appCode`, in the
 * server's error shape (server/src/trpc.ts).
 */
function refusing(appCode: 'UNAUTHENTICATED' | 'INVALID_CREDENTIALS', message: string) {
  return vi.fn(async (url: string | URL | Request) => {
    const calls = new URL(String(url), 'http://localhost').pathname.split(',').length;
    const error = {
      error: { message, code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401, detail: message, appCode } },
    };
    return new Response(JSON.stringify(Array(calls).fill(error)), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  });
}
const SIGN_IN_FIRST = 'Please sign in to continue.';

let told: (string | null)[];
let stopListening: () => void;
beforeEach(() => {
  told = [];
  stopListening = onSignedOut((reason) => void told.push(reason));
});
afterEach(() => {
  stopListening();
  // the next test starts from a device signed out with nothing pending: no token used or left, none missed
  endSession();
  onSignedOut(() => undefined)();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** A remembered session, as Remember Me stores it, and the items kept beside it. */
function rememberedSession(token = 't'.repeat(43)) {
  storeSession({ token, userId: 'u1', displayName: 'Dana Reyes', email: 'dana@example.com' }, true);
  sessionStorage.setItem('fromLogin', 'true');
  localStorage.setItem('messages_u1_p1', '[]');
  return token;
}

describe('a session the server refuses ends on this device', () => {
  it('signs out on a tRPC call refused as UNAUTHENTICATED: both storages cleared, the app told why', async () => {
    rememberedSession();
    vi.stubGlobal('fetch', refusing('UNAUTHENTICATED', SIGN_IN_FIRST));
    const { client } = createTrpcClient();
    await expect(client.projects.create.mutate({ projectTitle: 'Leaky tap' })).rejects.toThrow();
    expect(told).toEqual([SESSION_ENDED_TEXT]);
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(store.getItem('displayName')).toBeNull();
      expect(store.getItem('userId')).toBeNull();
    }
    expect(sessionStorage.getItem('fromLogin')).toBeNull();
    expect(localStorage.getItem('messages_u1_p1')).toBeNull();
  });

  it('does not sign out on a wrong password at sign-in (decided by the code, not the status)', async () => {
    const token = rememberedSession();
    vi.stubGlobal('fetch', refusing('INVALID_CREDENTIALS', 'Invalid credentials'));
    const { client } = createTrpcClient();
    await expect(client.account.login.mutate({ email: 'dana@example.com', password: 'Wr0ng!Pass' })).rejects.toThrow(
      'Invalid credentials',
    );
    expect(told).toEqual([]);
    expect(getAuthToken()).toBe(token);
  });

  it('ignores refusals of a token no longer stored: no second sign-out, no sign-out of a newer session', async () => {
    rememberedSession('old-session-token-0123456789');
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { client } = createTrpcClient();
    const pending = client.account.me.query();
    await waitFor(() => expect(answer).toBeDefined());
    // the person signs in again (in another tab, say) before the old call's refusal arrives
    storeAuthToken('new-session-token-0123456789', false);
    answer!(await refusing('UNAUTHENTICATED', SIGN_IN_FIRST)('/trpc/account.me?batch=1'));
    await expect(pending).rejects.toThrow();
    expect(told).toEqual([]);
    expect(getAuthToken()).toBe('new-session-token-0123456789');

    sessionRefused('new-session-token-0123456789');
    sessionRefused('new-session-token-0123456789');
    sessionRefused(null);
    expect(told).toEqual([SESSION_ENDED_TEXT]);
  });

  it('signs out when the socket is closed with SESSION_ENDED, and only then', () => {
    const token = rememberedSession();
    socketClosed(1006, token);
    socketClosed(SOCKET_CLOSE_CODES.TOO_SLOW, token);
    socketClosed(SOCKET_CLOSE_CODES.SESSION_ENDED, 'a socket of an older session');
    expect(told).toEqual([]);
    socketClosed(SOCKET_CLOSE_CODES.SESSION_ENDED, token);
    expect(told).toEqual([SESSION_ENDED_TEXT]);
    expect(getAuthToken()).toBeNull();
  });

  it('signs out on a REST 401, sending the stored token', async () => {
    const token = rememberedSession();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"detail":"x"}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    expect((await fetchWithSession('/api/images/x')).status).toBe(401);
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe(`Bearer ${token}`);
    expect(told).toEqual([SESSION_ENDED_TEXT]);
  });

  it('does not report a sign-out the person asked for as a session ended elsewhere', () => {
    const token = rememberedSession();
    leaveSession();
    socketClosed(SOCKET_CLOSE_CODES.SESSION_ENDED, token);
    expect(told).toEqual([]);
    endSession();
    expect(told).toEqual([null]);
    expect(getAuthToken()).toBeNull();
  });

  it('follows a sign-out in another tab that shares the remembered session, if this tab was signed in', () => {
    const token = rememberedSession();
    // a tab that has made no call with the session (say, still on /login) is left alone
    localStorage.removeItem(AUTH_TOKEN_KEY);
    storageChanged({ key: AUTH_TOKEN_KEY, newValue: null });
    expect(told).toEqual([]);

    storeAuthToken(token, true);
    usingSession(token);
    storageChanged({ key: 'displayName', newValue: null });
    storageChanged({ key: AUTH_TOKEN_KEY, newValue: null });
    expect(told).toEqual([]); // the token is still here
    localStorage.removeItem(AUTH_TOKEN_KEY);
    storageChanged({ key: AUTH_TOKEN_KEY, newValue: null });
    expect(told).toEqual([SESSION_ENDED_TEXT]);
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('tells the app of a sign-out that happened before it listened', () => {
    stopListening();
    const token = rememberedSession();
    sessionRefused(token);
    expect(getAuthToken()).toBeNull();
    stopListening = onSignedOut((reason) => void told.push(reason));
    expect(told).toEqual([SESSION_ENDED_TEXT]);
  });
});

function Projects() {
  const trpc = useTRPC();
  const me = useQuery(trpc.account.me.queryOptions());
  return <h1>{me.data ? `Hello ${me.data.firstname}` : 'Your projects'}</h1>;
}

describe('the app signed out by a refusal', () => {
  it('forgets what it kept, closes its socket and shows /login with the reason, once', async () => {
    stopListening();
    rememberedSession();
    const fetch = refusing('UNAUTHENTICATED', SIGN_IN_FIRST);
    vi.stubGlobal('fetch', fetch);
    const queryClient = createQueryClient();
    const { client } = createTrpcClient();
    const wsClient = { close: vi.fn(async () => undefined) };
    queryClient.setQueryData(['kept'], 'a project the phone kept');
    render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          <MemoryRouter initialEntries={['/home']}>
            <SessionEnd queryClient={queryClient} wsClient={wsClient} check={() => client.account.me.query()} />
            <Routes>
              <Route path="/login" element={<LoginScreen />} />
              <Route
                path="/home"
                element={
                  <RequireAuth>
                    <Projects />
                  </RequireAuth>
                }
              />
            </Routes>
          </MemoryRouter>
        </TRPCProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(screen.getByRole('status').textContent).toBe(SESSION_ENDED_TEXT);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(queryClient.getQueryData(['kept'])).toBeUndefined();
    expect(wsClient.close).toHaveBeenCalledTimes(1);
    expect(getAuthToken()).toBeNull();
    // both refusals (the start-up check and the screen's own query) were answered; one sign-out came of them
    const paths = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(paths.filter((path) => path.startsWith('/trpc/'))).toEqual(['/trpc/account.me,account.me']);
    expect(wsClient.close).toHaveBeenCalledTimes(1);
  });
});

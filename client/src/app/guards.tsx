import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasAuthToken } from './auth-storage';

/** `/`: spec §2 — /home with a stored token, else /login. */
export function RootRedirect() {
  return <Navigate to={hasAuthToken() ? '/home' : '/login'} replace />;
}

/** Signed-in only; otherwise /login with history replaced. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return hasAuthToken() ? children : <Navigate to="/login" replace />;
}

/** /login and /signup send a signed-in user to /home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  return hasAuthToken() ? <Navigate to="/home" replace /> : children;
}

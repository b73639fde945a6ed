import { NavLink } from 'react-router';
import './auth.css';

/** The brand mark, the screen's heading and the Login / Signup tabs of spec §2. */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="auth-header">
      <div className="auth-brand" aria-hidden="true">
        <img src="/favicon.svg" alt="" width="40" height="40" />
        <span>Fixwise</span>
      </div>
      <h1 className="auth-title">{title}</h1>
      {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
      <nav className="auth-tabs" aria-label="Login or sign up">
        <NavLink to="/login" replace className={({ isActive }) => `auth-tab${isActive ? ' is-active' : ''}`}>
          Login
        </NavLink>
        <NavLink to="/signup" replace className={({ isActive }) => `auth-tab${isActive ? ' is-active' : ''}`}>
          Signup
        </NavLink>
      </nav>
    </header>
  );
}

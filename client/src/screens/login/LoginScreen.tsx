import { useMutation } from '@tanstack/react-query';
import { googleLoginErrorText, loginErrorText, validateLogin, type LoginFields } from '@fixwise/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorCode, errorDetail } from '../../app/errors';
import type { SignedOutState } from '../../app/SessionEnd';
import { STORAGE_KEYS } from '../../app/session';
import { useTRPC } from '../../app/trpc';
import { useCompleteSignIn } from '../../app/useSignIn';
import { MobilePage } from '../../components/MobilePage';
import { ErrorBanner, NoticeBanner } from '../../components/form/ErrorBanner';
import { PasswordField } from '../../components/form/PasswordField';
import { EmailField } from '../../components/form/TextField';
import { AuthHeader } from '../auth/AuthHeader';
import { SocialButtons } from '../auth/SocialButtons';
import { useAuthForm, useGooglePopup } from '../auth/useAuthForm';

export function LoginScreen() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const { fields, errors, setErrors, failure, setFailure, edit } = useAuthForm<LoginFields>({
    email: '',
    password: '',
  });
  const [remember, setRemember] = useState(false);
  const sessionEnded = useSessionEndedReason();
  const login = useMutation(trpc.account.login.mutationOptions());
  const google = useGooglePopup(
    'login',
    async (outcome) => {
      if (outcome.type === 'signed-in' || outcome.type === 'signed-up') {
        await completeSignIn(outcome, remember);
      } else if (outcome.type === 'not-found') {
        // spec §4 Google login: 404 → keep the Google identity and sign up with it
        localStorage.setItem(STORAGE_KEYS.tempGoogleUser, JSON.stringify(outcome.googleUser));
        localStorage.setItem(STORAGE_KEYS.tempGoogleAuthToken, outcome.googleToken);
        navigate('/signup');
      } else if (outcome.type === 'error') {
        setFailure(googleLoginErrorText(outcome.detail));
      }
    },
    setFailure,
  );
  const busy = login.isPending || google.busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateLogin(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const session = await login.mutateAsync(fields);
      await completeSignIn(session, remember);
    } catch (error) {
      setFailure(loginErrorText(errorCode(error), errorDetail(error)));
    }
  };

  return (
    <MobilePage className="auth-page">
      <AuthHeader title="Welcome back!" subtitle="Log in to pick up your repairs where you left them." />
      <form className="auth-form" onSubmit={submit} noValidate>
        {failure ? <ErrorBanner message={failure} /> : <NoticeBanner message={sessionEnded} />}
        <EmailField value={fields.email} error={errors.email} onChange={edit('email')} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          value={fields.password}
          error={errors.password}
          onChange={(e) => edit('password')(e.target.value)}
        />
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember Me
          </label>
          <Link className="link" to="/forgot-password">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {login.isPending ? 'Logging in…' : 'Login'}
        </button>
      </form>
      <SocialButtons onGoogle={() => void google.start()} busy={busy} facebook />
      <p className="auth-switch">
        Don't have an account?{' '}
        <Link className="link" to="/signup" replace>
          Sign up
        </Link>
      </p>
    </MobilePage>
  );
}

/**
 * Why the device was signed out, when it was (app/SessionEnd.tsx). Read once: the history entry forgets it,
 * so a reload or coming back to this entry later does not say it again.
 */
function useSessionEndedReason(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [reason] = useState(() => (location.state as SignedOutState | null)?.sessionEnded ?? null);
  useEffect(() => {
    if ((location.state as SignedOutState | null)?.sessionEnded) navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  return reason;
}

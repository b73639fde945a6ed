import { useMutation } from '@tanstack/react-query';
import {
  AUTH_ERROR_TEXT,
  displayNameOf,
  googleSignupErrorText,
  signupErrorText,
  validateSignup,
  type SignupFields,
} from '@fixwise/shared';
import { useMemo, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorCode, errorDetail } from '../../app/errors';
import { STORAGE_KEYS, readJson, rememberForOnboarding, storeSession, type TempGoogleUser } from '../../app/session';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { ErrorBanner } from '../../components/form/ErrorBanner';
import { PasswordField } from '../../components/form/PasswordField';
import { EmailField, TextField } from '../../components/form/TextField';
import { AuthHeader } from '../auth/AuthHeader';
import { SocialButtons } from '../auth/SocialButtons';
import { useAuthForm, useGooglePopup } from '../auth/useAuthForm';
import { PasswordHint } from './PasswordHint';

function prefillFromGoogle(): SignupFields {
  const google = readJson<TempGoogleUser>(STORAGE_KEYS.tempGoogleUser);
  if (!google) return { firstname: '', lastname: '', email: '', password: '' };
  const [firstname = '', ...rest] = google.displayName.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' '), email: google.email, password: '' };
}

export function SignupScreen() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const googleToken = useMemo(() => localStorage.getItem(STORAGE_KEYS.tempGoogleAuthToken), []);
  const { fields, errors, setErrors, failure, setFailure, edit } = useAuthForm<SignupFields>(prefillFromGoogle);
  const signup = useMutation(trpc.account.signup.mutationOptions());
  const viaGoogle = Boolean(googleToken && fields.email);

  /** Spec §4 Google signup: token and names in localStorage, then the first onboarding question. */
  const finishGoogleSignup = (session: {
    id: string;
    token: string;
    firstname: string;
    lastname: string;
    email: string;
  }) => {
    storeSession(
      { token: session.token, userId: session.id, displayName: displayNameOf(session), email: session.email },
      true,
    );
    localStorage.removeItem(STORAGE_KEYS.tempGoogleUser);
    localStorage.removeItem(STORAGE_KEYS.tempGoogleAuthToken);
    navigate('/onboarding/1', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateSignup(fields, { passwordOptional: viaGoogle });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (viaGoogle) {
        const session = await signup.mutateAsync({
          ...fields,
          password: '',
          google_flag: true,
          google_token: googleToken!,
        });
        finishGoogleSignup({ ...session, ...fields });
        return;
      }
      const session = await signup.mutateAsync(fields);
      storeSession(
        { token: session.token, userId: session.id, displayName: displayNameOf(fields), email: fields.email },
        false,
      );
      rememberForOnboarding({
        userId: session.id,
        firstname: fields.firstname,
        lastname: fields.lastname,
        email: fields.email,
      });
      navigate('/onboarding');
    } catch (error) {
      const [code, detail] = [errorCode(error), errorDetail(error)];
      setFailure(viaGoogle ? googleSignupErrorText(code, detail) : signupErrorText(code, detail));
    }
  };

  const google = useGooglePopup(
    'signup',
    (outcome) => {
      if (outcome.type === 'signed-up' || outcome.type === 'signed-in') finishGoogleSignup(outcome);
      else if (outcome.type === 'error') setFailure(googleSignupErrorText(outcome.code, outcome.detail));
      else setFailure(AUTH_ERROR_TEXT.googleAuthFailed);
    },
    setFailure,
  );
  const busy = signup.isPending || google.busy;

  return (
    <MobilePage className="auth-page">
      <AuthHeader title="Getting Started" subtitle="Create your account to get step-by-step repair plans." />
      <form className="auth-form" onSubmit={submit} noValidate>
        <ErrorBanner message={failure} />
        <div className="auth-names">
          <TextField
            label="First Name"
            name="firstname"
            autoComplete="given-name"
            value={fields.firstname}
            error={errors.firstname}
            onChange={(e) => edit('firstname')(e.target.value)}
          />
          <TextField
            label="Last Name"
            name="lastname"
            autoComplete="family-name"
            value={fields.lastname}
            error={errors.lastname}
            onChange={(e) => edit('lastname')(e.target.value)}
          />
        </div>
        <EmailField value={fields.email} error={errors.email} onChange={edit('email')} />
        {viaGoogle ? (
          <p className="auth-google-note">Signing up with your Google account: no password needed.</p>
        ) : (
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            placeholder="Create a password"
            value={fields.password}
            error={errors.password}
            onChange={(e) => edit('password')(e.target.value)}
            hint={<PasswordHint password={fields.password} />}
          />
        )}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {signup.isPending ? 'Signing up…' : 'Sign Up'}
        </button>
      </form>
      <SocialButtons onGoogle={() => void google.start()} busy={busy} />
      <p className="auth-switch">
        Already have an account?{' '}
        <Link className="link" to="/login" replace>
          Sign in
        </Link>
      </p>
    </MobilePage>
  );
}

import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES, SERVER_AUTH_DETAILS, isStrongPassword } from '@fixwise/shared';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorDetail } from '../../app/errors';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { ErrorBanner, SuccessBanner } from '../../components/form/ErrorBanner';
import { PasswordField } from '../../components/form/PasswordField';
import { PasswordHint } from '../signup/PasswordHint';
import '../auth/auth.css';

export function ResetPasswordScreen() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useMutation(trpc.account.resetPassword.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(AUTH_MESSAGES.passwordRequired);
    if (!isStrongPassword(password)) return setError(AUTH_MESSAGES.passwordWeak);
    reset.mutate({ token, password });
  };

  return (
    <MobilePage className="auth-page">
      <h1 className="auth-title">Choose a new password</h1>
      {!token ? (
        // a link that lost its token cannot work; say so instead of showing a form that can't submit
        <>
          <ErrorBanner message={SERVER_AUTH_DETAILS.resetLinkInvalid} />
          <Link className="button button-primary button-block" to="/forgot-password" replace>
            Send a new link
          </Link>
        </>
      ) : reset.isSuccess ? (
        <>
          <SuccessBanner message="Your password has been changed. Log in with your new password." />
          <Link className="button button-primary button-block" to="/login" replace>
            Go to login
          </Link>
        </>
      ) : (
        <form className="auth-form auth-form-spaced" onSubmit={submit} noValidate>
          <ErrorBanner
            message={reset.isError ? errorDetail(reset.error, 'Something went wrong. Please try again.') : null}
          />
          {reset.isError ? (
            // a link already used, or expired: the way to a new one is right here
            <Link className="button button-secondary button-block auth-new-link" to="/forgot-password" replace>
              Send a new link
            </Link>
          ) : null}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            error={error}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            hint={<PasswordHint password={password} />}
          />
          <button type="submit" className="button button-primary button-block" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Save new password'}
          </button>
        </form>
      )}
    </MobilePage>
  );
}

import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES, isValidEmail } from '@fixwise/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '../../app/errors';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { ErrorBanner, SuccessBanner } from '../../components/form/ErrorBanner';
import { TextField } from '../../components/form/TextField';
import '../auth/auth.css';

const RESET_SENT_TEXT = "If an account exists for that email, we've sent a link to reset your password.";

export function ForgotPasswordScreen() {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useMutation(trpc.account.requestPasswordReset.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(AUTH_MESSAGES.emailRequired);
    if (!isValidEmail(email)) return setError(AUTH_MESSAGES.emailInvalid);
    request.mutate({ email });
  };

  return (
    <MobilePage className="auth-page">
      <h1 className="auth-title">Reset your password</h1>
      <p className="auth-subtitle">
        Enter the email of your account and we'll send you a link to choose a new password.
      </p>
      <form className="auth-form auth-form-spaced" onSubmit={submit} noValidate>
        <ErrorBanner
          message={request.isError ? errorDetail(request.error, 'Something went wrong. Please try again.') : null}
        />
        <SuccessBanner message={request.isSuccess ? RESET_SENT_TEXT : null} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" className="button button-primary button-block" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="auth-switch">
        <Link className="link" to="/login">
          Back to login
        </Link>
      </p>
    </MobilePage>
  );
}

import { AUTH_ERROR_TEXT } from '@fixwise/shared';
import { useState } from 'react';
import { openGooglePopup, type GoogleOutcome } from '../../app/google';

/** Fields, their errors (cleared when the field is edited, spec §2) and the form's failure banner. */
export function useAuthForm<T extends { [K in keyof T]: string }>(initial: T | (() => T)) {
  const [fields, setFields] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const edit = (key: keyof T) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  return { fields, errors, setErrors, failure, setFailure, edit };
}

/**
 * 'Continue with Google': opens the pop-up and hands its outcome on; a closed or blocked pop-up,
 * or anything that throws, shows 'Google authentication failed. Please try again.' (spec §8).
 */
export function useGooglePopup(
  mode: 'login' | 'signup',
  onOutcome: (outcome: Exclude<GoogleOutcome, { type: 'closed' }>) => void | Promise<void>,
  setFailure: (text: string | null) => void,
) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await openGooglePopup(mode);
      if (outcome.type === 'closed') setFailure(AUTH_ERROR_TEXT.googleAuthFailed);
      else await onOutcome(outcome);
    } catch {
      setFailure(AUTH_ERROR_TEXT.googleAuthFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}

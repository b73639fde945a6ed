import { SERVER_AUTH_DETAILS } from '@fixwise/shared';
import { useEffect, useState } from 'react';
import { googleSignInAvailable } from '../../app/google';

/**
 * 'Continue with Google' (pop-up), and on /login 'Continue with Facebook' (present, no behaviour:
 * spec §1, §2 — /signup lists Google only).
 */
export function SocialButtons({
  onGoogle,
  busy,
  facebook = false,
}: {
  onGoogle: () => void;
  busy: boolean;
  facebook?: boolean;
}) {
  const [available, setAvailable] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void googleSignInAvailable().then((ok) => live && setAvailable(ok));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="social">
      <div className="social-divider">
        <span>or</span>
      </div>
      <button
        type="button"
        className="button button-secondary button-block social-button"
        disabled={busy}
        onClick={() => (available === false ? setNotice(SERVER_AUTH_DETAILS.googleNotConfigured) : onGoogle())}
      >
        <GoogleMark /> Continue with Google
      </button>
      {notice ? (
        <p className="social-notice" role="status">
          {notice}
        </p>
      ) : null}
      {facebook ? (
        <button type="button" className="button button-secondary button-block social-button">
          <FacebookMark /> Continue with Facebook
        </button>
      ) : null}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.8A14.5 14.5 0 0 1 9.5 24c0-1.7.3-3.3.9-4.8l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.7l-7.9 6C6.5 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}

import type { ErrorCode } from '@fixwise/shared';

/**
 * "Continue with Google" in a pop-up (spec §4 Google login / signup). The server's callback page
 * posts the outcome to this window; only messages from our own origin and that pop-up count.
 */
export type GoogleOutcome =
  | { type: 'signed-in' | 'signed-up'; id: string; token: string; firstname: string; lastname: string; email: string }
  | {
      type: 'not-found';
      status: 404;
      googleUser: { uid: string; email: string; displayName: string };
      googleToken: string;
    }
  | { type: 'error'; status: number; code: ErrorCode; detail: string }
  | { type: 'closed' };

const POPUP_FEATURES = 'width=480,height=640,menubar=no,toolbar=no';

export async function googleSignInAvailable(): Promise<boolean> {
  try {
    const res = await fetch('/api/auth/google/status');
    return res.ok && ((await res.json()) as { enabled?: boolean }).enabled === true;
  } catch {
    return false;
  }
}

export function openGooglePopup(mode: 'login' | 'signup'): Promise<GoogleOutcome> {
  const popup = window.open(`/api/auth/google?mode=${mode}`, 'fixwise-google', POPUP_FEATURES);
  if (!popup) return Promise.resolve({ type: 'closed' });
  return new Promise((resolve) => {
    const finish = (outcome: GoogleOutcome) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { source?: string } & GoogleOutcome;
      if (data?.source !== 'fixwise-google') return;
      finish(data);
    };
    window.addEventListener('message', onMessage);
    // a pop-up closed by the person (or never reaching our callback) ends the attempt
    const watch = window.setInterval(() => {
      if (popup.closed) window.setTimeout(() => finish({ type: 'closed' }), 300);
    }, 500);
  });
}

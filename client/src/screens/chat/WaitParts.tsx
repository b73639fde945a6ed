import { WAIT_TIPS } from '@fixwise/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBanner } from '../../components/form/ErrorBanner';

/** The wait screen's spinner and its cycling assistant tips (spec §9: 2.5 s on the page, 4.5 s in sheets). */
export function WaitTips({ everyMs, children }: { everyMs: number; children: ReactNode }) {
  const [tip, setTip] = useState(0);
  useEffect(() => {
    const rotate = window.setInterval(() => setTip((t) => (t + 1) % WAIT_TIPS.length), everyMs);
    return () => window.clearInterval(rotate);
  }, [everyMs]);
  return (
    <>
      <div className="wait-spinner" role="status" aria-label="Working on it" />
      {children}
      <p className="wait-tip" aria-live="polite">
        {WAIT_TIPS[tip]}
      </p>
    </>
  );
}

/** A plan that could not be made: the reason, Try again, and a way out. */
export function GenerationFailed({
  reason,
  onRetry,
  children,
}: {
  reason: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorBanner message={`We couldn't make your plan: ${reason}`} />
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try again
      </button>
      {children}
    </>
  );
}

/** No plan is being made, and why: the reason (a safety stop, an unfinished conversation) and the ways on. */
export function GenerationBlocked({ detail, children }: { detail: string; children: ReactNode }) {
  return (
    <div className="wait-blocked">
      <h1 className="wait-title">No plan yet</h1>
      <p className="wait-blocked-detail" role="alert">
        {detail}
      </p>
      {children}
    </div>
  );
}

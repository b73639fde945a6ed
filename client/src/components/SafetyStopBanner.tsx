import { safetyStopLabel, type SafetyStop } from '@fixwise/shared';
import './safety.css';

/**
 * A safety stop in force, wherever the project shows: what it is, whom to call, and (on plan pages)
 * what lifts it. `line` is the project card's one line; `short` the chat sheet's, where the stop
 * message itself says the rest.
 */
export function SafetyStopBanner({
  stop,
  variant = 'full',
}: {
  stop: SafetyStop;
  variant?: 'line' | 'short' | 'full';
}) {
  if (variant === 'line') {
    return (
      <span className="safety-stop-line">
        <span aria-hidden="true">⚠️ </span>
        {safetyStopLabel(stop)}
      </span>
    );
  }
  return (
    <div className="safety-stop" role="alert">
      <p className="safety-stop-title">
        <span aria-hidden="true">⚠️ </span>
        {safetyStopLabel(stop)}
      </p>
      <p>
        Call {stop.callWho}.
        {variant === 'full'
          ? ` No repair steps or plan until it has been made safe; once ${stop.liftedWhen}, tell the assistant.`
          : ''}
      </p>
    </div>
  );
}

import { formatToolPrice, type PlanStep, type PlanTool } from '@fixwise/shared';
import { StepMedia } from './StepIllustration';

/** One step's content: instructions, time, tools, warnings, tips, media, completion and thumbs. */
export function StepBody({
  step,
  total,
  thumb,
  busy,
  onYes,
  onUndo,
  onThumb,
}: {
  step: PlanStep;
  total: number;
  thumb: 0 | 1 | null;
  busy: boolean;
  onYes: () => void;
  onUndo: () => void;
  onThumb: (value: 0 | 1) => void;
}) {
  return (
    <article className="step-body">
      <p className="step-count">
        Step {step.step_number} of {total} · ⏱️ {step.time_text}
      </p>
      <h2 className="step-title">{step.title}</h2>
      <StepMedia step={step} />
      {step.safety_warnings.length ? (
        <div className="step-warnings" role="note" aria-label="Safety">
          {step.safety_warnings.map((w) => (
            <p key={w}>⚠️ {w}</p>
          ))}
        </div>
      ) : null}
      <ol className="step-instructions">
        {step.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      {step.tools_needed.length ? (
        <p className="step-tools">
          <strong>Tools:</strong> {step.tools_needed.join(', ')}
        </p>
      ) : null}
      {step.tips.map((tip) => (
        <p key={tip} className="step-tip">
          💡 {tip}
        </p>
      ))}
      {step.videoUrl ? (
        <a className="link step-video" href={step.videoUrl} target="_blank" rel="noopener noreferrer">
          ▶ Watch videos of this step
        </a>
      ) : null}
      <div className="step-done">
        <span>{step.completed ? 'Step complete ✓' : 'Did you finish this step?'}</span>
        {step.completed ? (
          <button type="button" className="button button-secondary" onClick={onUndo} disabled={busy}>
            Undo
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={onYes} disabled={busy}>
            Yes
          </button>
        )}
      </div>
      <div className="step-thumbs" role="group" aria-label="Was this step helpful?">
        <span>Was this step helpful?</span>
        <button type="button" aria-label="Thumbs up" aria-pressed={thumb === 1} onClick={() => onThumb(1)}>
          👍
        </button>
        <button type="button" aria-label="Thumbs down" aria-pressed={thumb === 0} onClick={() => onThumb(0)}>
          👎
        </button>
      </div>
    </article>
  );
}

/** Step 0: Tools and Materials (spec §2, synthetic). */
export function ToolsStep({ tools }: { tools: PlanTool[] }) {
  return (
    <article className="step-body">
      <p className="step-count">Before you start</p>
      <h2 className="step-title">Tools and Materials</h2>
      <ul className="step-tool-list">
        {tools.map((tool) => (
          <li key={tool._id}>
            <span>
              {tool.owned ? '✓ ' : ''}
              {tool.name}
              {tool.required ? '' : ' (optional)'}
            </span>
            <span className="step-tool-price">{tool.owned ? 'You have this' : formatToolPrice(tool)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

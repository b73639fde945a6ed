import { useState } from 'react';
import { PlanAssistant } from '../chat/PlanAssistant';

/** The plan screens' assistant button: step guidance for the step on screen (0 tools, -1 overview). */
export function AssistantButton({ projectId, step }: { projectId: string; step: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="assistant-fab" aria-label="Open assistant" onClick={() => setOpen(true)}>
        💬
      </button>
      {/* keyed by step: moving to another step starts its own scope */}
      {open ? <PlanAssistant key={step} projectId={projectId} step={step} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

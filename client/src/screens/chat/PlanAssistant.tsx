import { useQueryClient } from '@tanstack/react-query';
import { SHEET_WAIT_TIP_ROTATION_MS, STEP_CHAT_COMPLETE_DELAY_MS, WAIT_TIPS } from '@fixwise/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { ErrorBanner } from '../../components/form/ErrorBanner';
import { ProjectChatSheet } from './ProjectChatSheet';
import { useGeneration } from './useGeneration';
import { useProjectChat } from './useProjectChat';
import './wait.css';

const subtitleFor = (step: number) =>
  step > 0 ? `Ask anything about step ${step}` : step === 0 ? 'Ask about the tools and materials' : 'Ask anything about your plan';

/**
 * The assistant button's sheet on the plan screens: step guidance, scoped to the step the person is
 * on (0 tools and materials, -1 the overview). When the assistant rebuilds the plan ('complete'),
 * the wait screen follows after 1.5 s and opens the new plan's overview.
 */
export function PlanAssistant({ projectId, step, onClose }: { projectId: string; step: number; onClose: () => void }) {
  const [planning, setPlanning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const chat = useProjectChat(
    projectId,
    () => {
      timer.current = window.setTimeout(() => setPlanning(true), STEP_CHAT_COMPLETE_DELAY_MS);
    },
    { kind: 'step', step },
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (planning) return <PlanWait projectId={projectId} onClose={onClose} />;
  return <ProjectChatSheet chat={chat} projectId={projectId} onClose={onClose} subtitle={subtitleFor(step)} showDetectedTools={false} />;
}

function PlanWait({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [tip, setTip] = useState(0);
  const generation = useGeneration(projectId, true, () => {
    // the old plan's steps, tools and estimate are gone: everything of the plan is read again
    void queryClient.invalidateQueries({ queryKey: trpc.generation.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
    onClose();
    navigate(`/projects/${projectId}/overview`, { replace: true });
  });
  useEffect(() => {
    const rotate = window.setInterval(() => setTip((t) => (t + 1) % WAIT_TIPS.length), SHEET_WAIT_TIP_ROTATION_MS);
    return () => window.clearInterval(rotate);
  }, []);

  return (
    <div className="plan-wait wait-page" role="dialog" aria-modal="true" aria-labelledby="plan-wait-title">
      <div className="wait-spinner" role="status" aria-label="Working on it" />
      <h2 id="plan-wait-title" className="wait-title">
        Rebuilding your plan
      </h2>
      <p className="wait-tip" aria-live="polite">
        {WAIT_TIPS[tip]}
      </p>
      {generation.failed ? (
        <>
          <ErrorBanner message={`We couldn't make your plan: ${generation.failed}`} />
          <button type="button" className="button button-primary" onClick={generation.retry}>
            Try again
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        </>
      ) : null}
    </div>
  );
}

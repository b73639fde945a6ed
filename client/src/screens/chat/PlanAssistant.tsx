import { useQueryClient } from '@tanstack/react-query';
import { SHEET_WAIT_TIP_ROTATION_MS, STEP_CHAT_COMPLETE_DELAY_MS } from '@fixwise/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { GenerationFailed, WaitTips } from './WaitParts';
import { ProjectChatSheet } from './ProjectChatSheet';
import { useGeneration } from './useGeneration';
import { useProjectChat } from './useProjectChat';
import './wait.css';

const subtitleFor = (step: number) =>
  step > 0
    ? `Ask anything about step ${step}`
    : step === 0
      ? 'Ask about the tools and materials'
      : 'Ask anything about your plan';

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
  return (
    <ProjectChatSheet
      chat={chat}
      projectId={projectId}
      onClose={onClose}
      subtitle={subtitleFor(step)}
      showDetectedTools={false}
    />
  );
}

function PlanWait({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const generation = useGeneration(projectId, true, () => {
    // the old plan's steps, tools and estimate are gone: everything of the plan is read again
    void queryClient.invalidateQueries({ queryKey: trpc.generation.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
    onClose();
    navigate(`/projects/${projectId}/overview`, { replace: true });
  });

  return (
    <div className="plan-wait wait-page" role="dialog" aria-modal="true" aria-labelledby="plan-wait-title">
      <WaitTips everyMs={SHEET_WAIT_TIP_ROTATION_MS}>
        <h2 id="plan-wait-title" className="wait-title">
          Rebuilding your plan
        </h2>
      </WaitTips>
      {generation.failed ? (
        <GenerationFailed reason={generation.failed} onRetry={generation.retry}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        </GenerationFailed>
      ) : null}
    </div>
  );
}

import { onlineManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CELEBRATION_MS, type PlanStep } from '@fixwise/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { Modal } from '../../components/Modal';
import { Skeleton } from '../../components/Skeleton';
import { AssistantButton } from '../plan/AssistantButton';
import { PlanFooter, PlanHeader } from '../plan/PlanHeader';
import { StepBody, ToolsStep } from './StepBody';
import './step.css';

const STEP_TEXT = {
  noSteps: 'No steps data available for this project',
  notFound: (n: string | number) => `Step ${n} not found`,
  loadFailed: 'Failed to load step details. Please try again.',
  updateFailed: 'Failed to update step completion. Please try again.',
  completeStepsFailed: 'Failed to complete steps. Please try again.',
  completeAllFailed: 'Failed to complete all steps. Please try again.',
  projectFailed: 'Warning: Project completion API failed, but steps were completed. You may need to refresh the page.',
  finishOffline: "You're offline. Your steps are saved on this phone; finish the project once you're back online.",
} as const;

type Confirm = { kind: 'earlier' | 'finish-all' | 'finish' } | null;

/** Spec §2 Step detail: step 0 is Tools and Materials; steps 1…N are the plan's. */
export function StepScreen() {
  const { projectId = '', stepIndex = '' } = useParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const steps = useQuery(trpc.generation.steps.queryOptions({ projectId }));
  const tools = useQuery(trpc.generation.tools.queryOptions({ projectId }));
  const project = useQuery(trpc.projects.get.queryOptions({ projectId }));
  const complete = useMutation(trpc.steps.complete.mutationOptions());
  const reset = useMutation(trpc.steps.reset.mutationOptions());
  const completeProject = useMutation(trpc.projects.complete.mutationOptions());
  const feedback = useMutation(trpc.steps.feedback.mutationOptions());
  const [thumbs, setThumbs] = useState<Record<number, 0 | 1 | null>>({});
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [celebration, setCelebration] = useState<string | null>(null);
  const index = /^\d+$/.test(stepIndex) ? Number(stepIndex) : NaN;

  useEffect(() => {
    if (!celebration) return;
    const timer = window.setTimeout(() => setCelebration(null), CELEBRATION_MS);
    return () => window.clearTimeout(timer);
  }, [celebration]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.generation.steps.queryKey({ projectId }) });
  const title = project.data?.projectTitle ?? 'Step';

  if (steps.isPending) {
    return (
      <MobilePage className="plan-page">
        <PlanHeader title={title} />
        <Skeleton rows={3} label="Loading the step" />
      </MobilePage>
    );
  }
  // a failed refresh of a plan kept on the phone still shows the plan
  if (!steps.data) {
    return (
      <MobilePage className="plan-page">
        <PlanHeader title={title} />
        <div className="plan-error" role="alert">
          <h2>Something went wrong</h2>
          <p>{STEP_TEXT.loadFailed}</p>
          <div className="step-error-actions">
            <button type="button" className="button button-primary" onClick={() => void steps.refetch()}>
              Try Again
            </button>
            <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
              Go Back
            </button>
          </div>
        </div>
      </MobilePage>
    );
  }
  const all = steps.data;
  if (all.length === 0 || Number.isNaN(index) || index > all.length) {
    return (
      <MobilePage className="plan-page">
        <PlanHeader title={title} />
        <div className="plan-error">
          <h2>Step not found</h2>
          <p>{all.length === 0 ? STEP_TEXT.noSteps : STEP_TEXT.notFound(stepIndex)}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => navigate(`/projects/${projectId}/overview`)}
          >
            Go to the overview
          </button>
        </div>
      </MobilePage>
    );
  }

  const total = all.length;
  const step: PlanStep | null = index === 0 ? null : all[index - 1]!;
  const isLast = index === total;
  const go = (n: number) => navigate(`/projects/${projectId}/steps/${n}`);

  const finishProject = async () => {
    if (!onlineManager.isOnline()) {
      window.alert(STEP_TEXT.finishOffline);
      return;
    }
    try {
      await complete.mutateAsync({ projectId, stepNumber: total, andEarlier: true });
    } catch {
      window.alert(STEP_TEXT.completeAllFailed);
      return;
    }
    try {
      await completeProject.mutateAsync({ projectId });
    } catch {
      window.alert(STEP_TEXT.projectFailed);
    }
    await refresh();
    navigate(`/projects/${projectId}/completed`);
  };

  const markDone = async (andEarlier: boolean) => {
    if (!step) return;
    if (!onlineManager.isOnline()) {
      // queued on the phone and shown at once; the indicator says it will sync (offline.ts)
      complete.mutate({ projectId, stepNumber: step.step_number, andEarlier });
      setCelebration(isLast ? 'Congratulations!' : 'Well Done!');
      return;
    }
    try {
      await complete.mutateAsync({ projectId, stepNumber: step.step_number, andEarlier });
      await refresh();
      setCelebration(isLast ? 'Congratulations!' : 'Well Done!');
    } catch {
      window.alert(andEarlier ? STEP_TEXT.completeStepsFailed : STEP_TEXT.updateFailed);
    }
  };

  const onYes = () => {
    if (!step) return;
    const earlierOpen = all.slice(0, index - 1).some((s) => !s.completed);
    if (isLast && all.some((s) => !s.completed && s.step_number !== step.step_number))
      setConfirm({ kind: 'finish-all' });
    else if (earlierOpen) setConfirm({ kind: 'earlier' });
    else void markDone(false);
  };

  const onUndo = async () => {
    if (!step) return;
    if (!onlineManager.isOnline()) {
      reset.mutate({ projectId, stepNumber: step.step_number });
      return;
    }
    try {
      await reset.mutateAsync({ projectId, stepNumber: step.step_number });
      await refresh();
    } catch {
      window.alert(STEP_TEXT.updateFailed);
    }
  };

  const onThumb = (value: 0 | 1) => {
    if (!step) return;
    const current = thumbs[step.step_number] ?? step.feedback;
    if (current === value) {
      setThumbs((t) => ({ ...t, [step.step_number]: null })); // spec §4: cleared locally, no call
      return;
    }
    setThumbs((t) => ({ ...t, [step.step_number]: value }));
    feedback.mutate({ projectId, stepNumber: step.step_number, value });
  };

  return (
    <MobilePage className="plan-page">
      <PlanHeader title={title} />
      {step ? (
        <StepBody
          step={step}
          total={total}
          thumb={thumbs[step.step_number] === undefined ? step.feedback : thumbs[step.step_number]!}
          // a change waiting for the connection does not hold the buttons: it is queued
          busy={(complete.isPending && !complete.isPaused) || (reset.isPending && !reset.isPaused)}
          onYes={onYes}
          onUndo={() => void onUndo()}
          onThumb={onThumb}
        />
      ) : (
        <ToolsStep tools={tools.data ?? []} />
      )}
      {celebration ? (
        <div className="celebration" role="status">
          <span aria-hidden="true">🎉</span>
          <strong>{celebration}</strong>
        </div>
      ) : null}
      {confirm ? (
        <Modal
          title={confirm.kind === 'earlier' ? 'Complete earlier steps too?' : 'Finish the project?'}
          onClose={() => setConfirm(null)}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => setConfirm(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  const kind = confirm.kind;
                  setConfirm(null);
                  if (kind === 'earlier') void markDone(true);
                  else void finishProject();
                }}
              >
                {confirm.kind === 'earlier' ? 'Complete both' : 'Finish'}
              </button>
            </>
          }
        >
          <p>
            {confirm.kind === 'earlier'
              ? 'Some earlier steps are not marked complete yet. Mark them complete together with this one?'
              : confirm.kind === 'finish-all'
                ? 'This is the last step. Complete all remaining steps and finish the project?'
                : 'Mark any remaining steps and the whole project complete?'}
          </p>
        </Modal>
      ) : null}
      <AssistantButton projectId={projectId} step={index} />
      <PlanFooter
        onPrevious={() => (index === 0 ? navigate(`/projects/${projectId}/tools`) : go(index - 1))}
        next={
          isLast
            ? { label: 'Finish', onClick: () => setConfirm({ kind: 'finish' }) }
            : { label: 'Next', onClick: () => go(index + 1) }
        }
      />
    </MobilePage>
  );
}

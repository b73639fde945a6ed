import { useQuery } from '@tanstack/react-query';
import {
  cutSummary,
  formatCostRange,
  formatDuration,
  formatPlanTime,
  roundEstimateMinutes,
  stepEmoji,
} from '@fixwise/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { Skeleton } from '../../components/Skeleton';
import { ErrorBanner } from '../../components/form/ErrorBanner';
import { SafetyCheckCard } from '../../components/SafetyCheckCard';
import { SafetyStopBanner } from '../../components/SafetyStopBanner';
import { AssistantButton } from '../plan/AssistantButton';
import { PlanFooter, PlanHeader } from '../plan/PlanHeader';

const OVERVIEW_FAILED = "Couldn't load project overview.";

/** Spec §2 Project Overview: the estimate, the tools card and the step cards of the user's own plan. */
export function OverviewScreen() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const project = useQuery(trpc.projects.get.queryOptions({ projectId }));
  const estimation = useQuery(trpc.generation.estimation.queryOptions({ projectId }));
  const tools = useQuery(trpc.generation.tools.queryOptions({ projectId }));
  const steps = useQuery(trpc.generation.steps.queryOptions({ projectId }));
  const check = useQuery(trpc.generation.safetyCheck.queryOptions({ projectId }));
  // a failed refresh of what is kept on the phone still shows it (offline)
  const failed =
    (estimation.isError && !estimation.data) || (tools.isError && !tools.data) || (steps.isError && !steps.data);
  const loading = estimation.isPending || tools.isPending || steps.isPending;
  const stop = project.data?.safetyStop ?? null;
  // no plan yet: the generation status says why (a safety stop, or the conversation isn't finished)
  const status = useQuery({ ...trpc.generation.status.queryOptions({ projectId }), enabled: failed });
  const blocked = failed && status.data?.status !== 'done' ? (status.data?.blocked ?? null) : null;
  const time = estimation.data ? formatPlanTime(estimation.data) : { work: '', wait: null };

  return (
    <MobilePage className="plan-page">
      <PlanHeader title={project.data?.projectTitle ?? 'Project Overview'} />
      {stop ? <SafetyStopBanner stop={stop} /> : null}
      {!estimation.data && (stop || blocked) ? (
        // no plan is made while the project is stopped for safety (the banner says why and whom to call)
        // or before the conversation is finished
        <div className="plan-error">
          {!stop && blocked ? <p className="plan-blocked">{blocked.detail}</p> : null}
          <button
            type="button"
            className="button button-primary"
            onClick={() => navigate('/chat', { state: { projectId, projectName: project.data?.projectTitle } })}
          >
            Back to the chat
          </button>
        </div>
      ) : failed ? (
        // never sample steps presented as the person's plan: the error and a retry
        <div className="plan-error">
          <ErrorBanner message={OVERVIEW_FAILED} />
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              void estimation.refetch();
              void tools.refetch();
              void steps.refetch();
            }}
          >
            Try again
          </button>
        </div>
      ) : loading ? (
        <Skeleton rows={4} label="Loading your plan" />
      ) : (
        <>
          {check.data ? <SafetyCheckCard check={check.data} /> : null}
          <section className="plan-card" aria-labelledby="estimate-heading">
            <h2 id="estimate-heading">Estimated breakdown</h2>
            <div className="estimate-grid">
              <div className="estimate-item">
                <span className="estimate-value">{formatDuration(roundEstimateMinutes(estimation.data!.minutes))}</span>
                <span className="estimate-label">Time</span>
              </div>
              <div className="estimate-item">
                <span className="estimate-value">
                  {formatCostRange(estimation.data!.cost, estimation.data!.cost_max, estimation.data!.currency)}
                </span>
                <span className="estimate-label">Cost</span>
              </div>
              <div className="estimate-item">
                <span className="estimate-value">{estimation.data!.skill}</span>
                <span className="estimate-label">Skill</span>
              </div>
            </div>
            <p className="estimate-time-line">
              {time.work}
              {time.wait ? ` ${time.wait}` : ''}. The cost is what you still need to buy.
            </p>
          </section>
          <section className="plan-card" aria-labelledby="tools-heading">
            <h2 id="tools-heading">Tools and Materials</h2>
            <div className="tools-summary">
              <p>
                {tools.data!.length} items · {tools.data!.filter((t) => t.owned).length} you already have
              </p>
              <Link className="link" to={`/projects/${projectId}/tools`}>
                See all
              </Link>
            </div>
          </section>
          <h2 className="solution-heading">
            Based on our conversation, here is your {steps.data!.length} step solution
          </h2>
          <ol className="step-cards">
            {steps.data!.map((step, i) => (
              <li key={step._id} className={`step-card${step.completed ? ' is-done' : ''}`}>
                <Link to={`/projects/${projectId}/steps/${step.step_number}`}>
                  <span className="step-emoji" aria-hidden="true">
                    {step.completed ? '✅' : stepEmoji(i)}
                  </span>
                  <span className="step-card-text">
                    <span className="step-card-label">Step {step.step_number}</span>
                    <span className="step-card-title">{step.title}</span>
                    <span className="step-card-summary">{cutSummary(step.summary)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
      <AssistantButton projectId={projectId} step={-1} />
      <PlanFooter
        onPrevious={() => navigate(-1)}
        next={{ label: 'Next Step', onClick: () => navigate(`/projects/${projectId}/tools`) }}
      />
    </MobilePage>
  );
}

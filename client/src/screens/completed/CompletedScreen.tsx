import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorDetail } from '../../app/errors';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { ErrorBanner, SuccessBanner } from '../../components/form/ErrorBanner';
import { StarRating } from './StarRating';
import '../../components/form/form.css';
import './completed.css';

const RATING_REQUIRED = 'Please select a rating before continuing.';
export const FEEDBACK_FAILED = 'Could not save feedback.';

/** Spec §2 Project Completed: congratulations, the server's message, rating and feedback. */
export function CompletedScreen() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const message = useQuery(trpc.steps.completionMessage.queryOptions({ projectId }));
  const save = useMutation(trpc.steps.saveFeedback.mutationOptions());
  const [rating, setRating] = useState(0);
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shared, setShared] = useState<string | null>(null);

  const finish = async () => {
    if (!rating) return setError(RATING_REQUIRED);
    try {
      await save.mutateAsync({ projectId, rating, comments: comments.trim() });
      navigate('/home');
    } catch (failure) {
      setError(errorDetail(failure, FEEDBACK_FAILED) ?? FEEDBACK_FAILED);
    }
  };

  const share = async () => {
    const text = message.data?.message ?? 'I fixed it myself with Fixwise!';
    const url = window.location.origin;
    try {
      if (navigator.share) {
        await navigator.share({ title: 'Fixed it with Fixwise', text, url });
        return;
      }
      await navigator.clipboard.writeText(`${text} ${url}`);
      setShared('Copied! Paste it anywhere to share your success.');
    } catch {
      // the person closed the share sheet: nothing to do
    }
  };

  return (
    <MobilePage className="completed-page">
      <div className="completed-hero" aria-hidden="true">
        🏆
      </div>
      <h1 className="completed-title">Congratulations!</h1>
      <p className="completed-message">{message.data?.message ?? 'You finished your project.'}</p>
      <h2 className="completed-question">How did it go?</h2>
      <StarRating
        value={rating}
        onChange={(n) => {
          setRating(n);
          setError(null);
        }}
      />
      <label className="field-label" htmlFor="completed-feedback">
        Tell us more (optional)
      </label>
      <textarea
        id="completed-feedback"
        className="field-input completed-feedback"
        rows={3}
        value={comments}
        onChange={(e) => setComments(e.target.value)}
      />
      <ErrorBanner message={error} />
      <SuccessBanner message={shared} />
      <div className="completed-actions">
        <button
          type="button"
          className="button button-primary button-block"
          disabled={save.isPending}
          onClick={() => void finish()}
        >
          {save.isPending ? 'Saving…' : 'Finish'}
        </button>
        <button type="button" className="button button-secondary button-block" onClick={() => void share()}>
          Share Success
        </button>
        <div className="completed-links">
          <button
            type="button"
            className="button button-link"
            onClick={() => navigate(`/projects/${projectId}/overview`)}
          >
            Go back
          </button>
          <button type="button" className="button button-link" onClick={() => navigate('/home')}>
            All Projects
          </button>
          <button
            type="button"
            className="button button-link"
            onClick={() => navigate('/home', { state: { newProject: true } })}
          >
            Start New Project
          </button>
        </div>
      </div>
    </MobilePage>
  );
}

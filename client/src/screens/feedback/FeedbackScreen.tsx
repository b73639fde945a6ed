import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorDetail } from '../../app/errors';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { ErrorBanner } from '../../components/form/ErrorBanner';
import { PlanHeader } from '../plan/PlanHeader';
import { FEEDBACK_FAILED } from '../completed/CompletedScreen';
import { StarRating } from '../completed/StarRating';
import '../../components/form/form.css';
import '../completed/completed.css';

/** Spec §2 alternative feedback screen: rating required, single-line feedback; Close and Go back go back. */
export function FeedbackScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const save = useMutation(trpc.steps.saveFeedback.mutationOptions());
  const [rating, setRating] = useState(0);
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!rating) return setError('Please select a rating.');
    try {
      await save.mutateAsync({ projectId: id, rating, comments });
      navigate('/home');
    } catch (failure) {
      setError(errorDetail(failure, FEEDBACK_FAILED) ?? FEEDBACK_FAILED);
    }
  };

  return (
    <MobilePage className="completed-page">
      <PlanHeader title="Feedback" onClose={() => navigate(-1)} />
      <h1 className="completed-question">How would you rate this project?</h1>
      <StarRating
        value={rating}
        onChange={(n) => {
          setRating(n);
          setError(null);
        }}
      />
      <label className="field-label" htmlFor="feedback-line">
        Feedback
      </label>
      <input
        id="feedback-line"
        className="field-input completed-feedback"
        value={comments}
        onChange={(e) => setComments(e.target.value)}
      />
      <ErrorBanner message={error} />
      <div className="completed-actions">
        <button
          type="button"
          className="button button-primary button-block"
          disabled={save.isPending}
          onClick={() => void submit()}
        >
          Submit
        </button>
        <button type="button" className="button button-secondary button-block" onClick={() => navigate(-1)}>
          Go back
        </button>
      </div>
    </MobilePage>
  );
}

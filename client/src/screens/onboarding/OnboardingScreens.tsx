import { useMutation, useQuery } from '@tanstack/react-query';
import {
  QUESTION_CATEGORIES,
  displayNameOf,
  isAnswered,
  mergeCustomItems,
  parseOnboardingStep,
  type OnboardingAnswer,
} from '@fixwise/shared';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { clearAuthToken } from '../../app/auth-storage';
import { errorDetail } from '../../app/errors';
import { STORAGE_KEYS, readSessionItem, writeSessionItem } from '../../app/session';
import { useTRPC, useTRPCClient } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { ErrorBanner } from '../../components/form/ErrorBanner';
import { useBrowserBackLeaves } from './browserBack';
import { QuestionView } from './QuestionView';
import { allCustomItems, clearOnboardingStorage, loadAnswers, saveAnswer } from './storage';
import './onboarding.css';
import { Icon } from '../../components/Icon';

function BackArrow({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="onboarding-back" aria-label="Back" onClick={onClick}>
      <Icon size={24}>
        <path d="M15 18l-6-6 6-6" />
      </Icon>
    </button>
  );
}

/** Spec §2: the back arrow on the welcome screen and on step 1 signs out to /login. */
function useLeaveToLogin() {
  const navigate = useNavigate();
  return () => {
    clearAuthToken();
    navigate('/login', { replace: true });
  };
}

export function OnboardingWelcomeScreen() {
  const navigate = useNavigate();
  const leave = useLeaveToLogin();
  return (
    <MobilePage className="onboarding-page onboarding-welcome">
      <BackArrow onClick={leave} />
      <div className="onboarding-hero" aria-hidden="true">
        🧰
      </div>
      <h1 className="onboarding-title">Welcome</h1>
      <p className="onboarding-lead">Let's get you set up!</p>
      <p className="onboarding-note">
        A few quick questions about your experience, your tools and your home, so every plan fits you.
      </p>
      <button type="button" className="button button-primary button-block" onClick={() => navigate('/onboarding/1')}>
        Continue
      </button>
    </MobilePage>
  );
}

export function OnboardingStepScreen() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const leave = useLeaveToLogin();
  const { step: rawStep } = useParams();
  const questions = useQuery(trpc.onboarding.questions.queryOptions(undefined, { staleTime: Infinity }));
  const submit = useMutation(trpc.onboarding.submit.mutationOptions());
  const [answers, setAnswers] = useState(loadAnswers);
  const total = questions.data?.length ?? 0;
  const step = parseOnboardingStep(rawStep, total);

  useBrowserBackLeaves(step === 1, leave);
  // a failed submission belongs to the last step; moving to another step puts it away
  const resetSubmit = submit.reset;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of step is what puts the failure away
  useEffect(() => resetSubmit(), [step, resetSubmit]);

  if (questions.isPending) {
    return (
      <MobilePage className="onboarding-page">
        <p className="onboarding-loading" role="status">
          Loading questions…
        </p>
      </MobilePage>
    );
  }
  if (questions.isError) {
    return (
      <MobilePage className="onboarding-page">
        <ErrorBanner message={errorDetail(questions.error, "Couldn't load the questions.")} />
        <button type="button" className="button button-primary button-block" onClick={() => void questions.refetch()}>
          Try again
        </button>
      </MobilePage>
    );
  }
  // '2x' or 'abc' parse to a number but are not a step address: invalid steps go to 1 (spec §2)
  if (step === null || String(step) !== rawStep) return <Navigate to="/onboarding/1" replace />;

  const question = questions.data[step - 1]!;
  const answer = answers[question._id];
  const supported = (QUESTION_CATEGORIES as readonly string[]).includes(question.Category);
  const canContinue = question.Optional || !supported || isAnswered(answer);
  const last = step === total;

  const failure = submit.isError ? errorDetail(submit.error, "We couldn't save your answers. Please try again.") : null;
  const setAnswer = (value: OnboardingAnswer | undefined) => setAnswers(saveAnswer(question._id, value));

  const next = async (current = answers) => {
    if (!last) {
      navigate(`/onboarding/${step + 1}`);
      return;
    }
    const merged = mergeCustomItems(current, allCustomItems(questions.data.map((q) => q._id)));
    try {
      await submit.mutateAsync({ answers: merged });
      navigate('/onboarding/complete', { replace: true });
    } catch {
      // the error shows in the banner; every answer stays where it is
    }
  };

  const skip = () => {
    const remaining = saveAnswer(question._id, undefined);
    setAnswers(remaining);
    void next(remaining);
  };

  return (
    <MobilePage
      className={`onboarding-page onboarding-step${question.Optional ? ' has-skip' : ''}${failure ? ' has-error' : ''}`}
    >
      <div className="onboarding-top">
        <BackArrow onClick={() => (step === 1 ? leave() : navigate(`/onboarding/${step - 1}`))} />
        <div className="onboarding-progress">
          <div
            className="progress-track"
            role="progressbar"
            aria-label="Onboarding progress"
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={step}
          >
            <div className="progress-fill" style={{ width: `${(step / total) * 100}%` }} />
          </div>
          <span className="progress-text">
            {step} of {total}
          </span>
        </div>
      </div>
      <h1 className="onboarding-question">{question.Question}</h1>
      {question.Comment ? <p className="onboarding-comment">{question.Comment}</p> : null}
      <div className="onboarding-answer">
        <QuestionView key={question._id} question={question} answer={answer} onAnswer={setAnswer} />
      </div>
      <div className="onboarding-actions">
        {/* beside Continue, so it is seen wherever the page is scrolled */}
        <ErrorBanner message={failure} />
        <button
          type="button"
          className="button button-primary button-block"
          disabled={!canContinue || submit.isPending}
          onClick={() => void next()}
        >
          {submit.isPending ? 'Saving…' : 'Continue'}
        </button>
        {question.Optional ? (
          <button type="button" className="button button-link" onClick={skip} disabled={submit.isPending}>
            Skip this question
          </button>
        ) : null}
      </div>
    </MobilePage>
  );
}

export function OnboardingCompleteScreen() {
  const navigate = useNavigate();
  const client = useTRPCClient();

  useEffect(() => {
    // spec §4: clears tempUserData and the custom items, sets fromOnboarding
    sessionStorage.removeItem(STORAGE_KEYS.tempUserData);
    clearOnboardingStorage();
    writeSessionItem(STORAGE_KEYS.fromOnboarding, 'true');
    if (!readSessionItem(STORAGE_KEYS.displayName)) {
      void client.account.me.query().then(
        (user) => {
          writeSessionItem(STORAGE_KEYS.displayName, displayNameOf(user));
          writeSessionItem(STORAGE_KEYS.userEmail, user.email);
        },
        () => undefined,
      );
    }
  }, [client]);

  return (
    <MobilePage className="onboarding-page onboarding-welcome">
      <div className="onboarding-hero" aria-hidden="true">
        🎉
      </div>
      <h1 className="onboarding-title">You're all set!</h1>
      <p className="onboarding-note">Your plans will now match your experience, your tools and your home.</p>
      <button
        type="button"
        className="button button-primary button-block"
        onClick={() => navigate('/home', { replace: true })}
      >
        Finish
      </button>
    </MobilePage>
  );
}

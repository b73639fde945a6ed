import { UNSUPPORTED_QUESTION_TEXT, type OnboardingAnswer, type OnboardingQuestion } from '@fixwise/shared';
import { LocationCombo } from './LocationCombo';
import { MultiSelection } from './MultiSelection';
import { SingleSelection } from './SingleSelection';

/** One question, drawn by its Category (spec §2). */
export function QuestionView({
  question,
  answer,
  onAnswer,
}: {
  question: OnboardingQuestion;
  answer: OnboardingAnswer | undefined;
  onAnswer: (answer: OnboardingAnswer | undefined) => void;
}) {
  switch (question.Category) {
    case 'single-selection':
      return (
        <SingleSelection
          question={question}
          value={typeof answer === 'string' ? answer : undefined}
          onChange={onAnswer}
        />
      );
    case 'multiple-selection':
      return (
        <MultiSelection
          question={question}
          value={Array.isArray(answer) ? answer : []}
          onChange={(items) => onAnswer(items.length ? items : undefined)}
        />
      );
    case 'combo-box':
      if (question.Type === 'Location') {
        const location = answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : undefined;
        return <LocationCombo value={location} onChange={onAnswer} />;
      }
      return <p className="unsupported">{UNSUPPORTED_QUESTION_TEXT}</p>;
    default:
      return <p className="unsupported">{UNSUPPORTED_QUESTION_TEXT}</p>;
  }
}

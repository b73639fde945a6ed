import type { OnboardingQuestion } from '@fixwise/shared';

/** Option cards with radio semantics; the DIY confidence question shows its emoji large (spec §2). */
export function SingleSelection({
  question,
  value,
  onChange,
}: {
  question: OnboardingQuestion;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const emoji = question.Type === 'DIY confidence';
  return (
    <div role="radiogroup" aria-label={question.Question} className={emoji ? 'emoji-cards' : 'option-cards'}>
      {question.Options.map((option) => {
        const selected = value === option.title;
        return (
          <button
            key={option.title}
            type="button"
            role="radio"
            aria-checked={selected}
            className={`option-card${selected ? ' is-selected' : ''}`}
            onClick={() => onChange(option.title)}
          >
            {emoji ? (
              <>
                <span className="option-emoji" aria-hidden="true">
                  {option.description}
                </span>
                <span className="option-title">{option.title}</span>
              </>
            ) : (
              <>
                <span className="option-title">{option.title}</span>
                {option.description ? <span className="option-description">{option.description}</span> : null}
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

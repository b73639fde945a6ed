import type { OnboardingQuestion } from '@fixwise/shared';
import { useId, type KeyboardEvent } from 'react';

const STEP_KEYS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

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
  const idPrefix = useId();
  const titles = question.Options.map((o) => o.title);
  const focusable = value !== undefined && titles.includes(value) ? value : titles[0];

  // radio semantics include the arrow keys: they move to the next card and choose it
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = STEP_KEYS[event.key];
    if (!delta || !titles.length) return;
    event.preventDefault();
    const from = titles.indexOf(focusable ?? '');
    const next = (from + delta + titles.length) % titles.length;
    onChange(titles[next]!);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={question.Question}
      className={emoji ? 'emoji-cards' : 'option-cards'}
      onKeyDown={onKeyDown}
    >
      {question.Options.map((option, i) => {
        const selected = value === option.title;
        // the card is named by its title; a description (not an emoji) is read after it
        const descriptionId = !emoji && option.description ? `${idPrefix}-${i}` : undefined;
        return (
          <button
            key={option.title}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={option.title}
            aria-describedby={descriptionId}
            tabIndex={option.title === focusable ? 0 : -1}
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
                {option.description ? (
                  <span id={descriptionId} className="option-description">
                    {option.description}
                  </span>
                ) : null}
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

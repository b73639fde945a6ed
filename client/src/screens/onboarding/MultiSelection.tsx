import { NO_TOOLS_OPTION, addCustomItem, type OnboardingQuestion } from '@fixwise/shared';
import { useId, useState } from 'react';
import { loadCustomItems, saveCustomItems } from './storage';

/**
 * Tag chips (spec §2): any number of options, custom items via 'Add item not listed', and
 * "I don't have any yet", which clears the selection and is itself the answer.
 */
export function MultiSelection({
  question,
  value,
  onChange,
}: {
  question: OnboardingQuestion;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const inputId = useId();
  const [custom, setCustom] = useState<string[]>(() => loadCustomItems(question._id));
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const offersNone = question.Type === 'Tools';

  const toggle = (item: string) => {
    const withoutNone = value.filter((v) => v !== NO_TOOLS_OPTION);
    onChange(withoutNone.includes(item) ? withoutNone.filter((v) => v !== item) : [...withoutNone, item]);
  };

  const add = () => {
    const known = [...question.Options.map((o) => o.title), ...custom];
    const next = addCustomItem(known, draft);
    setDraft('');
    if (next.length === known.length) return; // empty or already there
    const added = next[next.length - 1]!;
    const items = [...custom, added];
    setCustom(items);
    saveCustomItems(question._id, items);
    onChange([...value.filter((v) => v !== NO_TOOLS_OPTION), added]);
  };

  const chips = [...question.Options.map((o) => o.title), ...custom];
  return (
    <div className="chips-block">
      <div className="chips" role="group" aria-label={question.Question}>
        {chips.map((item) => (
          <button
            key={item}
            type="button"
            className={`chip${value.includes(item) ? ' is-selected' : ''}`}
            aria-pressed={value.includes(item)}
            onClick={() => toggle(item)}
          >
            {item}
          </button>
        ))}
      </div>
      {adding ? (
        <div className="chip-add">
          <label className="visually-hidden" htmlFor={inputId}>
            Item not listed
          </label>
          <input
            id={inputId}
            className="field-input"
            placeholder="Type the item"
            value={draft}
            // biome-ignore lint/a11y/noAutofocus: the field appears because the person pressed "Other"; their typing goes there
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="button button-primary" onClick={add}>
            Add
          </button>
        </div>
      ) : (
        <button type="button" className="chip chip-ghost" onClick={() => setAdding(true)}>
          + Add item not listed
        </button>
      )}
      {offersNone ? (
        <button
          type="button"
          className={`chip chip-none${value.includes(NO_TOOLS_OPTION) ? ' is-selected' : ''}`}
          aria-pressed={value.includes(NO_TOOLS_OPTION)}
          onClick={() => onChange(value.includes(NO_TOOLS_OPTION) ? [] : [NO_TOOLS_OPTION])}
        >
          {NO_TOOLS_OPTION}
        </button>
      ) : null}
    </div>
  );
}

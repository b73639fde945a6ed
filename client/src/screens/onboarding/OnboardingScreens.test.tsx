import { fireEvent, screen } from '@testing-library/react';
import { customItemsKey, type OnboardingQuestion } from '@fixwise/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Where, renderScreen } from '../../test/renderScreen';
import { OnboardingStepScreen } from './OnboardingScreens';

const option = (title: string, description = '') => ({ title, description });

const QUESTIONS: OnboardingQuestion[] = [
  {
    _id: 'experience-level',
    Question: 'How would you describe your DIY experience?',
    Comment: 'This helps us pitch each step at the right level of detail.',
    Category: 'single-selection',
    Type: 'Experience level',
    Options: [option('Beginner', 'Little or no DIY so far.'), option('Expert', 'I tackle most repairs myself.')],
    Optional: false,
  },
  {
    _id: 'owned-tools',
    Question: 'Which tools do you already own?',
    Comment: '',
    Category: 'multiple-selection',
    Type: 'Tools',
    Options: [option('Hammer'), option('Pliers')],
    Optional: false,
  },
  {
    _id: 'interested-projects',
    Question: 'Which kinds of projects are you interested in?',
    Comment: 'Pick as many as you like.',
    Category: 'multiple-selection',
    Type: 'Projects',
    Options: [option('Plumbing')],
    Optional: true,
  },
  {
    _id: 'budget',
    Question: 'What is your budget?',
    Comment: '',
    Category: 'slider',
    Type: 'Budget',
    Options: [],
    Optional: false,
  },
];

function renderStep(step: string, routes = {}) {
  return renderScreen(
    `/onboarding/${step}`,
    { ...routes, '/onboarding/:step': <OnboardingStepScreen /> },
    (trpc, queryClient) => {
      queryClient.setQueryData(trpc.onboarding.questions.queryKey(), QUESTIONS);
    },
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const chip = (name: string) => screen.getByRole('button', { name });

beforeEach(() => sessionStorage.setItem('authToken', 't'));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the onboarding step (spec §2)', () => {
  it.each(['99', '0', '-1', 'abc', '2x'])(
    'redirects the invalid step /onboarding/%s to /onboarding/1',
    async (step) => {
      renderStep(step, { '/onboarding/1': <Where /> });
      expect((await screen.findByTestId('where')).textContent).toBe('/onboarding/1');
    },
  );

  it("shows the question, its comment and a progress bar reading '1 of 4'", () => {
    renderStep('1');
    screen.getByRole('heading', { name: QUESTIONS[0]!.Question });
    screen.getByText(QUESTIONS[0]!.Comment);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    screen.getByText('1 of 4');
  });

  it('keeps Continue disabled on a required question until it is answered', () => {
    renderStep('1');
    expect(continueButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Skip this question' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
    expect(screen.getByRole('radio', { name: 'Beginner' }).getAttribute('aria-checked')).toBe('true');
    expect(continueButton().disabled).toBe(false);
  });

  it("allows Continue on an optional question without an answer and offers 'Skip this question'", () => {
    renderStep('3');
    expect(continueButton().disabled).toBe(false);
    screen.getByRole('button', { name: 'Skip this question' });
  });

  it("shows 'Unsupported question type' for any other category and lets the person go on", () => {
    renderStep('4');
    screen.getByText('Unsupported question type');
    expect(continueButton().disabled).toBe(false);
  });

  it('keeps the answers in sessionStorage so a refresh loses nothing', () => {
    const { unmount } = renderStep('1');
    fireEvent.click(screen.getByRole('radio', { name: 'Expert' }));
    unmount();
    renderStep('1');
    expect(screen.getByRole('radio', { name: 'Expert' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('tag chips (spec §2 multiple-selection, §5)', () => {
  it('toggles chips with aria-pressed and enables Continue once one is chosen', () => {
    renderStep('2');
    expect(continueButton().disabled).toBe(true);
    fireEvent.click(chip('Hammer'));
    expect(chip('Hammer').getAttribute('aria-pressed')).toBe('true');
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(chip('Hammer'));
    expect(chip('Hammer').getAttribute('aria-pressed')).toBe('false');
    expect(continueButton().disabled).toBe(true);
  });

  it('adds a custom item trimmed, ignores an empty or duplicate one, and keeps it under onboarding_custom_{id}', () => {
    renderStep('2');
    fireEvent.click(screen.getByRole('button', { name: '+ Add item not listed' }));
    const input = screen.getByLabelText('Item not listed');
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(input, { target: { value: '  Laser level ' } });
    add();
    fireEvent.change(input, { target: { value: 'laser LEVEL' } });
    add();
    fireEvent.change(input, { target: { value: '   ' } });
    add();
    fireEvent.change(input, { target: { value: 'hammer' } });
    add();
    expect(screen.getAllByRole('button', { name: /laser level/i })).toHaveLength(1);
    expect(chip('Laser level').getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(customItemsKey('owned-tools'))!)).toEqual(['Laser level']);
    expect(continueButton().disabled).toBe(false);
  });

  it('makes "I don\'t have any yet" the whole answer, and a chip chosen after it replaces it', () => {
    renderStep('2');
    fireEvent.click(chip('Hammer'));
    fireEvent.click(chip("I don't have any yet"));
    expect(chip('Hammer').getAttribute('aria-pressed')).toBe('false');
    expect(chip("I don't have any yet").getAttribute('aria-pressed')).toBe('true');
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(chip('Pliers'));
    expect(chip("I don't have any yet").getAttribute('aria-pressed')).toBe('false');
    expect(chip('Pliers').getAttribute('aria-pressed')).toBe('true');
  });

  it('does not offer "I don\'t have any yet" on a question that is not about tools', () => {
    renderStep('3');
    expect(screen.queryByRole('button', { name: "I don't have any yet" })).toBeNull();
  });
});

describe('option cards (spec §2 single-selection)', () => {
  it('names each card by its title and reads its description after it', () => {
    renderStep('1');
    const beginner = screen.getByRole('radio', { name: 'Beginner' });
    expect(document.getElementById(beginner.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Little or no DIY so far.',
    );
  });

  it('moves the choice with the arrow keys, as radio buttons do', () => {
    renderStep('1');
    const beginner = screen.getByRole('radio', { name: 'Beginner' });
    expect(beginner.tabIndex).toBe(0);
    fireEvent.keyDown(beginner, { key: 'ArrowDown' });
    const expert = screen.getByRole('radio', { name: 'Expert' });
    expect(expert.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(expert);
    expect(screen.getByRole('radio', { name: 'Beginner' }).tabIndex).toBe(-1);
  });
});

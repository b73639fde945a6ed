import { customItemsKey, type OnboardingAnswer, type OnboardingAnswers } from '@fixwise/shared';

/** Answers survive a refresh (sessionStorage); custom tag items live under onboarding_custom_{id} (spec §3). */
const ANSWERS_KEY = 'onboarding_answers';

export function loadAnswers(): OnboardingAnswers {
  try {
    return JSON.parse(sessionStorage.getItem(ANSWERS_KEY) ?? '{}') as OnboardingAnswers;
  } catch {
    return {};
  }
}

export function saveAnswer(questionId: string, answer: OnboardingAnswer | undefined): OnboardingAnswers {
  const answers = loadAnswers();
  if (answer === undefined) delete answers[questionId];
  else answers[questionId] = answer;
  sessionStorage.setItem(ANSWERS_KEY, JSON.stringify(answers));
  return answers;
}

export function loadCustomItems(questionId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(customItemsKey(questionId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function saveCustomItems(questionId: string, items: string[]): void {
  localStorage.setItem(customItemsKey(questionId), JSON.stringify(items));
}

export function allCustomItems(questionIds: string[]): Record<string, string[]> {
  const entries = questionIds.map((id) => [id, loadCustomItems(id)] as const);
  return Object.fromEntries(entries.filter(([, items]) => items.length > 0));
}

/** After completion: forget the answers and every custom item (spec §4). */
export function clearOnboardingStorage(): void {
  sessionStorage.removeItem(ANSWERS_KEY);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('onboarding_custom_')) localStorage.removeItem(key);
  }
}

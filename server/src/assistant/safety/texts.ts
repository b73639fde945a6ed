import type { CategoryFile } from './schema';

/** The stop message (markdown): stop, why, what to do now, whom to call. */
export function stopReply(t: CategoryFile): string {
  return [
    `**Stop — ${t.title.toLowerCase()}.** ${t.why}`,
    '',
    '**Do this now:**',
    ...t.now.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**Who to call:** ${t.callWho}.`,
    '',
    "This isn't something to fix yourself, so I won't make a repair plan for it. Once a professional has made it safe, tell me and I'll help with anything that's left.",
  ].join('\n');
}

/** What to do now and whom to call, restated under every message while a stop is in force. */
export function restated(t: CategoryFile): string[] {
  return [
    '**Do this now:**',
    ...t.now.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**Who to call:** ${t.callWho}.`,
    '',
    `Once ${t.liftedWhen}, tell me and I'll help with anything that's left.`,
  ];
}

/** The reply when a stop is lifted: what may now be helped with, and what stays with the professional. */
export function liftedReply(t: CategoryFile): string {
  return [
    `Good — thanks for letting me know it has been made safe. The safety stop on this project (**${t.title.toLowerCase()}**) is lifted.`,
    '',
    `I can help with what's left that is safe to do yourself. Anything involving ${t.stillPro} stays with the professional.`,
    '',
    'What still needs fixing?',
  ].join('\n');
}

export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The quick replies of every safety question. */
export const CHECK_REPLIES = ['Yes', 'No', 'Not sure'];

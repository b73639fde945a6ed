import { z } from 'zod';

/** Step guidance's step: a plan step's number, 0 for tools and materials, -1 when unknown (spec §7). */
export const UNKNOWN_STEP = -1;
export const GuidanceStepSchema = z
  .number({ error: 'step must be a step number, 0 or -1.' })
  .int('step must be a step number, 0 or -1.')
  .min(UNKNOWN_STEP, 'step must be a step number, 0 or -1.')
  .max(99, 'step must be a step number, 0 or -1.');

/** Spec §9 constants of the chat and its wait screen. */
export const DRAG_CLOSE_THRESHOLD_PX = 120;
export const WAIT_TIP_ROTATION_MS = 2500;
/** Spec §9: the wait screen inside a sheet rotates its tips more slowly. */
export const SHEET_WAIT_TIP_ROTATION_MS = 4500;
export const WAIT_REDIRECT_MS = 800;
export const PROJECT_CHAT_COMPLETE_DELAY_MS = 5000;
export const STEP_CHAT_COMPLETE_DELAY_MS = 1500;
export const LONG_MESSAGE_CHARS = 200;
export const SENTENCES_PER_PARAGRAPH = 4;

/** Spec §8 chat texts. */
export const CHAT_TEXT = {
  title: 'Fixwise Assistant',
  subtitle: "Let's start by understanding your problem!",
  thinking: 'Bot is thinking',
  projectFailure: 'Oops! Something went wrong. Please try again.',
  stepFailure: 'Oops! Something went wrong.',
  historyFailure: 'Failed to load chat history.',
  skippedFiles: 'Some files were skipped due to size limits (max 5MB) or invalid format (images only).',
  noSpeech: 'Browser does not support speech recognition.',
  accuracy: 'The assistant may not be fully accurate. Please verify important information.',
  placeholder: 'Describe the problem…',
} as const;

export const WAIT_TIPS = [
  'Tip: turn off the water or power to the area before you start.',
  'Tip: take a photo before you take anything apart, so you know how it goes back.',
  'Tip: keep small screws in a cup or on a towel so they don’t roll away.',
  'Tip: if anything smells of gas or burning, stop and call a professional.',
] as const;

export type BotBlockKind = 'step' | 'time' | 'tools' | 'warning' | 'instructions' | 'tip' | 'text';

export interface BotBlock {
  kind: BotBlockKind;
  text: string;
}

const MARKERS: Array<[BotBlockKind, RegExp]> = [
  ['step', /^(\*\*)?step\s+\d+\b/i],
  ['time', /^(⏱️?|🕒|time:|\*\*time:?\*\*)/i],
  ['tools', /^(🔧|🛠️?|tools?:|\*\*tools?:?\*\*)/i],
  ['warning', /^(⚠️?|warning:|safety:|\*\*(warning|safety):?\*\*)/i],
  ['instructions', /^(📋|📝|instructions?:|\*\*instructions?:?\*\*)/i],
  ['tip', /^(💡|tip:|\*\*tip:?\*\*)/i],
];

const LIST_LINE = /^\s*([-*•]|\d+[.)])\s+/;

/** Splits prose into paragraphs of at most `per` sentences. */
export function splitSentences(text: string, per = SENTENCES_PER_PARAGRAPH): string[] {
  const sentences = text.match(/[^.!?]+[.!?]+(?:["”’)]*)\s*|[^.!?]+$/g)?.map((s) => s.trim()).filter(Boolean) ?? [text];
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += per) paragraphs.push(sentences.slice(i, i + per).join(' '));
  return paragraphs;
}

/**
 * Spec §2 bot message layout: blocks by blank line; step headers and marked lines (time, tools,
 * warning, instructions, tip) get their own kind; plain prose over 200 characters is split into
 * paragraphs of up to four sentences. Lists are left whole.
 */
export function splitBotMessage(message: string): BotBlock[] {
  const blocks: BotBlock[] = [];
  for (const chunk of message.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim());
    let prose: string[] = [];
    const flushProse = () => {
      if (!prose.length) return;
      const text = prose.join('\n');
      const isList = prose.some((l) => LIST_LINE.test(l));
      if (!isList && text.length > LONG_MESSAGE_CHARS) {
        for (const paragraph of splitSentences(text.replace(/\n/g, ' '))) blocks.push({ kind: 'text', text: paragraph });
      } else {
        blocks.push({ kind: 'text', text });
      }
      prose = [];
    };
    for (const line of lines) {
      const marker = MARKERS.find(([, pattern]) => pattern.test(line.trim()));
      if (marker) {
        flushProse();
        blocks.push({ kind: marker[0], text: line.trim() });
      } else {
        prose.push(line);
      }
    }
    flushProse();
  }
  return blocks;
}

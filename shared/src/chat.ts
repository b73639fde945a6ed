import { z } from 'zod';
import { PageCursorSchema } from './pages';
import { ProjectIdInputSchema } from './projects';
import { SafetyStopSchema } from './safety';

/** Step guidance's step: a plan step's number, 0 for tools and materials, -1 when unknown (spec §7). */
export const UNKNOWN_STEP = -1;
export const GuidanceStepSchema = z
  .number({ error: 'step must be a step number, 0 or -1.' })
  .int('step must be a step number, 0 or -1.')
  .min(UNKNOWN_STEP, 'step must be a step number, 0 or -1.')
  .max(99, 'step must be a step number, 0 or -1.');

// --- the conversation's contract ----------------------------------------------------------------

export const MAX_MESSAGE_LENGTH = 4000;

/** Which conversation: the intake chat, or step guidance on the plan screens. */
const ChatKindSchema = z.enum(['project', 'step']);
export type ChatKind = z.infer<typeof ChatKindSchema>;

/** A project's conversation of one kind (the intake chat unless said otherwise). */
export const ConversationInputSchema = ProjectIdInputSchema.extend({ kind: ChatKindSchema.default('project') });

/** A message to send: text, photos, or both (the service refuses one with neither). */
export const ChatSendInputSchema = ConversationInputSchema.extend({
  /** Step guidance: the step asked from (0 tools and materials, -1 unknown). */
  step: GuidanceStepSchema.optional(),
  text: z.string().max(MAX_MESSAGE_LENGTH),
  imageIds: z.array(z.string().uuid()).max(10).optional(),
});
export type ChatSendInput = z.input<typeof ChatSendInputSchema>;

/** A tool the person owns, by name. */
export const OwnedToolInputSchema = ProjectIdInputSchema.extend({ name: z.string().trim().min(1).max(100) });
/** A photo to look for tools in. */
export const DetectToolsInputSchema = ProjectIdInputSchema.extend({ imageId: z.string().uuid() });

/** A reply to follow; `lastEventId` (a character offset) resumes after what the client has. */
export const ReplyFollowInputSchema = z.object({
  replyId: z.string().min(1).max(64),
  lastEventId: z.string().nullish(),
});

/** Where the conversation stands: still asking, understood (a plan can be made), stopped for safety, or waiting for the answer to a safety question (Yes / No / Not sure). */
const CurrentStateSchema = z.enum(['in_progress', 'complete', 'safety_stop', 'safety_check']);
export type CurrentState = z.infer<typeof CurrentStateSchema>;

const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  imageIds: z.array(z.string()),
  status: z.enum(['streaming', 'done', 'failed']),
  suggestedMessages: z.array(z.string()),
  /** Step guidance: the step the person asked from. */
  step: z.number().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});

/**
 * A conversation is read a page at a time, the latest page first (what the sheet opens on); each page
 * holds its messages in the order they were said. tRPC pages by 50, REST by 200 (the spec's whole list
 * for all but the longest conversations); neither gives more than 200 at once.
 */
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 200;

/** `chat.history`: the latest page, or the page before `cursor` (an `olderCursor` of a page read before). */
export const ChatHistoryInputSchema = ConversationInputSchema.extend({
  cursor: PageCursorSchema.nullish(),
  limit: z.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_DEFAULT),
});

export const ChatHistorySchema = z.object({
  sessionId: z.string(),
  kind: ChatKindSchema,
  /** As stored: a CurrentState. */
  currentState: z.string(),
  safetyStop: SafetyStopSchema.nullable(),
  messages: z.array(ChatMessageSchema),
  /** Earlier messages exist: pass this as `cursor` for the page before this one (null: this page starts it). */
  olderCursor: z.string().nullable(),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

/** The stored message, and the reply to follow on `chat.onReply`. */
export const SentMessageSchema = z.object({
  sessionId: z.string(),
  userMessage: ChatMessageSchema,
  replyId: z.string(),
});
export type SentMessage = z.infer<typeof SentMessageSchema>;

/**
 * The tools a project keeps (named and detected alike) are listed whole, so they are bounded: once a
 * project has 100, further names are not kept.
 */
export const OWNED_TOOLS_MAX = 100;

/** Spec §3 owned tools: confirmed ones shape the plan; detected ones wait for a yes. */
export const OwnedToolSchema = z.object({
  name: z.string(),
  source: z.enum(['profile', 'detected', 'user']),
  /** A detection's confidence in percent; null for tools the person named. */
  confidence: z.number().nullable(),
  confirmed: z.boolean(),
});
export type OwnedTool = z.infer<typeof OwnedToolSchema>;

/** The conversation changed elsewhere: read its history again. */
export const ConversationChangeSchema = z.object({ type: z.literal('changed') });

/**
 * Events of one streamed reply as a follower sees them. Offsets are character offsets of the reply's
 * text, so a reconnecting client resumes exactly (they are the subscription's event ids).
 */
export const ReplyEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), offset: z.number(), text: z.string() }),
  z.object({
    type: z.literal('done'),
    offset: z.number(),
    response: z.string(),
    suggested_messages: z.array(z.string()),
    current_state: CurrentStateSchema,
  }),
  z.object({ type: z.literal('failed'), offset: z.number(), detail: z.string() }),
]);
export type ReplyEvent = z.infer<typeof ReplyEventSchema>;

/** Spec §9 constants of the chat and its wait screen. */
export const DRAG_CLOSE_THRESHOLD_PX = 120;
export const WAIT_TIP_ROTATION_MS = 2500;
/** Spec §9: the wait screen inside a sheet rotates its tips more slowly. */
export const SHEET_WAIT_TIP_ROTATION_MS = 4500;
export const WAIT_REDIRECT_MS = 800;
export const PROJECT_CHAT_COMPLETE_DELAY_MS = 5000;
export const STEP_CHAT_COMPLETE_DELAY_MS = 1500;
const LONG_MESSAGE_CHARS = 200;
const SENTENCES_PER_PARAGRAPH = 4;

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

/**
 * Splits prose into paragraphs of at most `per` sentences.
 * @internal
 */
export function splitSentences(text: string, per = SENTENCES_PER_PARAGRAPH): string[] {
  // sentence ends, never inside bold, italics or code: "**Stop — gas leak.** Leave now" keeps its bold whole
  // (marks are counted once per stretch between ends, and an end's punctuation is matched from the first mark of
  // its run only, so this stays linear in the text)
  const ends: number[] = [];
  const marks = { bold: 0, code: 0, italic: 0 };
  let counted = 0;
  for (const m of text.matchAll(/(?<![.!?])[.!?]+["”’)]*\s+/g)) {
    const end = m.index + m[0].length;
    const part = text.slice(counted, end);
    counted = end;
    marks.bold += part.match(/\*\*/g)?.length ?? 0;
    marks.code += part.match(/`/g)?.length ?? 0;
    marks.italic += part.match(/(?<!\*)\*(?!\*)/g)?.length ?? 0;
    if (marks.bold % 2 === 0 && marks.code % 2 === 0 && marks.italic % 2 === 0) ends.push(end);
  }
  const sentences: string[] = [];
  let start = 0;
  for (const end of [...ends, text.length]) {
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  if (!sentences.length) return [text];
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
        for (const paragraph of splitSentences(text.replace(/\n/g, ' ')))
          blocks.push({ kind: 'text', text: paragraph });
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

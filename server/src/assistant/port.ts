/**
 * The Assistant port: one interface, two engines (offline knowledge base; OpenAI-compatible API).
 * `converse` streams its reply through `onToken` and resolves with the spec's final shape.
 */
export type CurrentState = 'in_progress' | 'complete' | 'safety_stop';

export interface SkillProfile {
  experienceLevel: string | null;
  confidence: number | null;
  tools: string | null;
  country: string | null;
  state: string | null;
  homeAge: string | null;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface ConverseInput {
  kind: 'project' | 'step';
  history: ChatTurn[];
  message: { text: string; imageCount: number; images?: Array<{ mime: string; data: Buffer }> };
  profile: SkillProfile;
  /** Tools the person owns for this project (profile, confirmed detections, typed in). */
  ownedTools: string[];
  /** What the engine remembered after the previous turn. */
  memory: Record<string, unknown>;
}

export interface ConverseResult {
  response: string;
  suggested_messages: string[];
  current_state: CurrentState;
  memory: Record<string, unknown>;
}

export interface DetectedTool {
  name: string;
  confidence: number;
}

export interface Assistant {
  readonly name: 'offline' | 'openai';
  converse(input: ConverseInput, onToken: (text: string) => void, signal?: AbortSignal): Promise<ConverseResult>;
  detectTools(image: { mime: string; data: Buffer }): Promise<DetectedTool[]>;
}

/** Spec §2 quick-reply defaults, shown until the assistant sends its own. */
export const DEFAULT_SUGGESTIONS = [
  'Skip this question?',
  'How do I answer this question',
  'Is this a required question',
  "I don't know how to answer this.",
] as const;

export const INTRO_MESSAGE =
  "Hi! I'm your Fixwise assistant. Tell me what needs fixing: what it is, where it is in your home, and what you're seeing. A photo helps too.";

/** Streams a finished text in small word groups, as a model would, so both engines share the UI path. */
export async function streamText(
  text: string,
  onToken: (chunk: string) => void,
  opts: { wordsPerChunk?: number; delayMs?: number; signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const words = text.split(/(?<=\s)/);
  const size = opts.wordsPerChunk ?? 3;
  for (let i = 0; i < words.length; i += size) {
    if (opts.signal?.aborted) return;
    onToken(words.slice(i, i + size).join(''));
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
  }
}

/**
 * The Assistant port: one interface, two engines (offline knowledge base; OpenAI-compatible API).
 * `converse` streams its reply through `onToken` and resolves with the spec's final shape.
 */
import type { CurrentState } from '@fixwise/shared';

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
  /** Step guidance only: the person's plan and the step they are on. */
  plan?: PlanContext;
  /**
   * false when nobody watches the words arrive (the REST chat answers with the whole reply): an engine
   * that paces a finished text like typing sends it at once.
   */
  paced?: boolean;
}

export interface PlanContextStep {
  number: number;
  title: string;
  summary: string;
  instructions: string[];
  minutes: number | null;
  toolsNeeded: string[];
  safetyWarnings: string[];
  tips: string[];
  /** How to tell the step is done right. */
  checks: string[];
  /** Waiting after the step's work (drying, curing), when it has one. */
  wait: { minutes: number; for: string } | null;
  completed: boolean;
}

export interface PlanContext {
  title: string;
  /** The knowledge-base repair the plan was made from, when known (offline plans). */
  repairId: string | null;
  steps: PlanContextStep[];
  tools: Array<{ name: string; required: boolean; owned: boolean }>;
  /** The step page the person asked from: 0 tools and materials, -1 unknown (the overview). */
  currentStep: number;
}

export interface ConverseResult {
  response: string;
  suggested_messages: string[];
  current_state: CurrentState;
  memory: Record<string, unknown>;
  /**
   * Step guidance: with current_state 'complete' the plan is rebuilt. `entryId` names the
   * knowledge-base repair the new plan is for when the offline engine found a different one.
   */
  replan?: { entryId: string | null };
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

/** Step guidance's opening and quick replies. */
export const STEP_INTRO_MESSAGE =
  "I'm here while you work. Ask me about any step, the tools, or what to do if something doesn't look like the plan says.";
export const STEP_SUGGESTIONS = [
  "I'm stuck on this step",
  "What if I don't have a tool?",
  'Is this step safe?',
  'How long will this take?',
];

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

import type { EventBus } from '../../events/bus';
import type { CurrentState } from '../../assistant/port';

/** Events of one streamed reply. Ids are character offsets, so a reconnecting client resumes exactly. */
export type ReplyEvent =
  | { type: 'delta'; offset: number; text: string }
  | { type: 'done'; offset: number; response: string; suggested_messages: string[]; current_state: CurrentState }
  | { type: 'failed'; offset: number; detail: string };

export const replyTopic = (replyId: string) => `chat:reply:${replyId}`;

/** Tokens are sent in batches every ~40 ms rather than one event per token. */
export const TOKEN_BATCH_MS = 40;

/**
 * In-flight replies of this instance: the text so far (for catch-up on reconnect) and a batcher
 * that publishes deltas on the bus.
 */
export class ReplyStreams {
  private readonly live = new Map<string, { text: string; pending: string; timer: NodeJS.Timeout | null }>();

  constructor(private readonly bus: EventBus) {}

  begin(replyId: string): void {
    this.live.set(replyId, { text: '', pending: '', timer: null });
  }

  textSoFar(replyId: string): string | null {
    return this.live.get(replyId)?.text ?? null;
  }

  push(replyId: string, chunk: string): void {
    const reply = this.live.get(replyId);
    if (!reply) return;
    reply.text += chunk;
    reply.pending += chunk;
    reply.timer ??= setTimeout(() => void this.flush(replyId), TOKEN_BATCH_MS);
  }

  private async flush(replyId: string): Promise<void> {
    const reply = this.live.get(replyId);
    if (!reply) return;
    if (reply.timer) clearTimeout(reply.timer);
    reply.timer = null;
    if (!reply.pending) return;
    const text = reply.pending;
    reply.pending = '';
    await this.bus.publish(replyTopic(replyId), { type: 'delta', offset: reply.text.length, text } satisfies ReplyEvent);
  }

  async finish(replyId: string, final: ReplyEvent): Promise<void> {
    await this.flush(replyId);
    this.live.delete(replyId);
    await this.bus.publish(replyTopic(replyId), final);
  }
}

import { tracked } from '@trpc/server';
import {
  ChatHistorySchema,
  ChatSendInputSchema,
  ConversationChangeSchema,
  ConversationInputSchema,
  DetectToolsInputSchema,
  OwnedToolInputSchema,
  OwnedToolSchema,
  ProjectIdInputSchema,
  ReplyEventSchema,
  ReplyFollowInputSchema,
  SentMessageSchema,
  type ReplyEvent,
} from '@fixwise/shared';
import { z } from 'zod';
import { topicEvents } from '../../events/bus';
import { createRouter, protectedProcedure, trackedEvents } from '../../trpc';
import { conversationTopic, replyTopic, type ReplyBusEvent } from './replies';
import { limitAction } from '../limits/guards';

const OwnedToolsSchema = z.array(OwnedToolSchema);

export const chatRouter = createRouter({
  /** The project's conversation (created with the assistant's intro on first use) and its messages. */
  history: protectedProcedure
    .input(ConversationInputSchema)
    .output(ChatHistorySchema)
    .query(async ({ ctx, input }) => {
      const session = await ctx.services.chat.session(ctx.user.id, input.projectId, input.kind);
      return ctx.services.chat.history(ctx.user.id, session.id);
    }),

  /** Stores the message (acknowledged only once stored) and starts the reply. */
  send: protectedProcedure
    .input(ChatSendInputSchema)
    .output(SentMessageSchema)
    .mutation(async ({ ctx, input }) => {
      await limitAction(ctx.services, 'message', { userId: ctx.user.id, ip: ctx.ip });
      return ctx.services.chat.send(ctx.user.id, input);
    }),

  ownedTools: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(OwnedToolsSchema)
    .query(({ ctx, input }) => ctx.services.chat.ownedTools(ctx.user.id, input.projectId)),

  detectTools: protectedProcedure
    .input(DetectToolsInputSchema)
    .output(OwnedToolsSchema)
    .mutation(async ({ ctx, input }) => {
      await limitAction(ctx.services, 'detection', { userId: ctx.user.id, ip: ctx.ip });
      return ctx.services.chat.detectTools(ctx.user.id, input.projectId, input.imageId);
    }),

  confirmTool: protectedProcedure
    .input(OwnedToolInputSchema)
    .output(OwnedToolsSchema)
    .mutation(({ ctx, input }) => ctx.services.chat.confirmTool(ctx.user.id, input.projectId, input.name)),

  removeTool: protectedProcedure
    .input(OwnedToolInputSchema)
    .output(OwnedToolsSchema)
    .mutation(({ ctx, input }) => ctx.services.chat.removeTool(ctx.user.id, input.projectId, input.name)),

  /**
   * The conversation changed elsewhere (another tab or device sent a message, or a reply ended): the
   * client reads its history again. Owner only; events carry nothing but that.
   */
  onConversation: protectedProcedure
    .input(ConversationInputSchema)
    .output(trackedEvents(ConversationChangeSchema))
    .subscription(async ({ ctx, input }) => {
      const session = await ctx.services.chat.session(ctx.user.id, input.projectId, input.kind);
      let seq = 0;
      return topicEvents(ctx.services.bus, conversationTopic(session.id), () => tracked(String(seq++), { type: 'changed' as const }));
    }),

  /**
   * The reply as it streams. Event ids are character offsets: a client that reconnects (or reloads
   * and opens the reply from history) with `lastEventId` receives only the text it has not seen, then
   * the live rest. The bus carries small deltas. A follower that joins mid-way, on any instance, starts
   * from the stored text; deltas beyond what it has are held, never dropped, until the stored text
   * fills the gap before them (each delta says how much is stored), and the end is read whole from
   * the database. After a bus reconnect the stored text is read again.
   */
  onReply: protectedProcedure
    .input(ReplyFollowInputSchema)
    .output(trackedEvents(ReplyEventSchema))
    .subscription(async function* ({ ctx, input, signal }) {
      const events = await topicEvents<ReplyBusEvent>(ctx.services.bus, replyTopic(input.replyId), null, signal);
      try {
        let sent = Math.max(0, Number.parseInt(input.lastEventId ?? '0', 10) || 0);
        /** Deltas beyond `sent`, in order, waiting for the text before them. */
        const ahead: Array<{ offset: number; text: string }> = [];
        /** What the database has beyond `sent`, and the end if the reply has ended. */
        async function* catchUp() {
          const state = await ctx.services.chat.replyState(ctx.user.id, input.replyId);
          if (state.text.length > sent) {
            yield tracked(String(state.text.length), { type: 'delta', offset: state.text.length, text: state.text.slice(sent) } satisfies ReplyEvent);
            sent = state.text.length;
          }
          if (state.final) yield tracked(`${state.final.offset}-final`, state.final);
          return state.final !== null;
        }
        /** The held deltas that now follow on from `sent`. */
        function* release() {
          while (ahead.length) {
            const next = ahead[0]!;
            const start = next.offset - next.text.length;
            if (start > sent) return;
            ahead.shift();
            if (next.offset <= sent) continue;
            yield tracked(String(next.offset), { type: 'delta', offset: next.offset, text: next.text.slice(sent - start) } satisfies ReplyEvent);
            sent = next.offset;
          }
        }
        if (yield* catchUp()) return;
        for await (const event of events) {
          if ('resync' in event || event.type !== 'delta') {
            if (yield* catchUp()) return;
            yield* release();
            continue;
          }
          if (event.offset <= sent) continue;
          ahead.push({ offset: event.offset, text: event.text });
          yield* release();
          // a gap before the held deltas: read the stored text once the writer says it covers more
          if (ahead.length && (event.stored ?? Number.POSITIVE_INFINITY) > sent) {
            if (yield* catchUp()) return;
            yield* release();
          }
        }
      } finally {
        await events.return();
      }
    }),
});

import { tracked } from '@trpc/server';
import {
  ChatHistoryInputSchema,
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
} from '@fixwise/shared';
import { z } from 'zod';
import { topicEvents } from '../../events/bus';
import { createRouter, protectedProcedure, trackedEvents } from '../../trpc';
import { followReply, replyEventId } from './reply-follower';
import { conversationTopic, replyTopic, type ReplyBusEvent } from './reply-streams';
import { limitAction } from '../limits/guards';

const OwnedToolsSchema = z.array(OwnedToolSchema);

export const chatRouter = createRouter({
  /**
   * The project's conversation (created with the assistant's intro on first use): its latest messages,
   * or with `cursor` the page before (the sheet shows earlier messages when asked).
   */
  history: protectedProcedure
    .input(ChatHistoryInputSchema)
    .output(ChatHistorySchema)
    .query(async ({ ctx, input }) => {
      const session = await ctx.services.chatSessions.session(ctx.user.id, input.projectId, input.kind);
      return ctx.services.chatSessions.history(ctx.user.id, session.id, input);
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
    .query(({ ctx, input }) => ctx.services.ownedTools.list(ctx.user.id, input.projectId)),

  detectTools: protectedProcedure
    .input(DetectToolsInputSchema)
    .output(OwnedToolsSchema)
    .mutation(async ({ ctx, input }) => {
      await limitAction(ctx.services, 'detection', { userId: ctx.user.id, ip: ctx.ip });
      return ctx.services.ownedTools.detect(ctx.user.id, input.projectId, input.imageId);
    }),

  confirmTool: protectedProcedure
    .input(OwnedToolInputSchema)
    .output(OwnedToolsSchema)
    .mutation(({ ctx, input }) => ctx.services.ownedTools.confirm(ctx.user.id, input.projectId, input.name)),

  removeTool: protectedProcedure
    .input(OwnedToolInputSchema)
    .output(OwnedToolsSchema)
    .mutation(({ ctx, input }) => ctx.services.ownedTools.remove(ctx.user.id, input.projectId, input.name)),

  /**
   * The conversation changed elsewhere (another tab or device sent a message, or a reply ended): the
   * client reads its history again. Owner only; events carry nothing but that.
   */
  onConversation: protectedProcedure
    .input(ConversationInputSchema)
    .output(trackedEvents(ConversationChangeSchema))
    .subscription(async ({ ctx, input }) => {
      const session = await ctx.services.chatSessions.session(ctx.user.id, input.projectId, input.kind);
      let seq = 0;
      return topicEvents(ctx.services.bus, conversationTopic(session.id), () =>
        tracked(String(seq++), { type: 'changed' as const }),
      );
    }),

  /**
   * The reply as it streams (reply-follower.ts). Event ids are character offsets: a client that
   * reconnects (or reloads and opens the reply from history) with `lastEventId` receives only the text
   * it has not seen, then the live rest.
   */
  onReply: protectedProcedure
    .input(ReplyFollowInputSchema)
    .output(trackedEvents(ReplyEventSchema))
    .subscription(async function* ({ ctx, input, signal }) {
      const events = await topicEvents<ReplyBusEvent>(ctx.services.bus, replyTopic(input.replyId), null, signal);
      try {
        const readState = () => ctx.services.chat.replyState(ctx.user.id, input.replyId);
        for await (const event of followReply(events, readState, input.lastEventId))
          yield tracked(replyEventId(event), event);
      } finally {
        await events.return();
      }
    }),
});

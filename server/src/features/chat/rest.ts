import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { Forbidden, Invalid, NotFound } from '../../errors';
import { sendError } from '../../http/rest-errors';
import {
  ChatHistorySchema,
  ChatReplySchema,
  ChatSessionRefSchema,
  ChatStartSchema,
  StepChatHistorySchema,
  StepGuidanceStartedSchema,
} from '@fixwise/shared/rest';
import { routeDocs } from '../../http/route-docs';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import { decodeDataUrl } from '../images/sniff';
import { NOT_AN_IMAGE, type ImageService } from '../images/service';
import { CHAT_PAGE_MAX, GuidanceStepSchema, MAX_MESSAGE_LENGTH, UNKNOWN_STEP } from '@fixwise/shared';
import { limitAction, type LimitDeps } from '../limits/guards';
import type { ProjectService } from '../projects/service';
import type { OwnedTools } from './owned-tools';
import type { ChatService } from './service';
import type { ChatSessions } from './sessions';

/** What a REST chat message with a photo uses: the photo is counted as an upload and stored. */
interface PhotoDeps extends LimitDeps {
  images: ImageService;
}

/** What the chatbot paths use. */
export interface ChatbotRestDeps extends AuthDeps, PhotoDeps {
  chat: ChatService;
  chatSessions: ChatSessions;
  ownedTools: OwnedTools;
}

/** What the step-guidance paths use. */
export interface StepGuidanceRestDeps extends AuthDeps, PhotoDeps {
  chat: ChatService;
  chatSessions: ChatSessions;
  projects: ProjectService;
}

const StartBody = z.object({ user: z.string(), project: z.string() });
const ChatBody = z.object({
  message: z.string().max(MAX_MESSAGE_LENGTH).default(''),
  user: z.string(),
  project: z.string(),
  session_id: z.string().optional(),
  uploaded_image: z.string().nullish(),
  owned_tools: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
});

const StepStartBody = z.object({ project: z.string(), session_id: z.string().optional() });
const StepChatBody = z.object({
  message: z.string().max(MAX_MESSAGE_LENGTH).default(''),
  project: z.string(),
  /** The step number, or 0 / -1 when unknown (spec §7). */
  step: z.coerce.number().pipe(GuidanceStepSchema).default(UNKNOWN_STEP),
  uploaded_image: z.string().nullish(),
});

// up to 200 messages, the latest, in the spec's shape; a longer conversation's earlier pages follow the Link header
const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_MAX),
  cursor: z.string().optional().meta({ description: 'From the `Link` header of the later page; none for the latest.' }),
});
const HISTORY =
  'The latest `limit` messages (default and most: 200), oldest first. When earlier messages exist, the `Link` header gives the address of the page before (`rel="next"`: pages run from the latest to the first). A cursor that is not one of ours is 400 INVALID_INPUT.';
const OLDER_PAGE = { Link: 'Only when earlier messages exist: `<address of the page before>; rel="next"`.' };

const REPLY =
  'Answered once the reply is whole (no streaming); 502 ASSISTANT_FAILED when the assistant could not answer.';
const PHOTO = '`uploaded_image`: a photo as a data URL (5 MB at most).';

export const chatRoutes = routeDocs('Chat and step guidance', {
  'GET /chatbot/session/:projectId': {
    summary: 'The project’s conversation',
    responses: { 200: ChatSessionRefSchema },
  },
  'GET /chatbot/session/:sessionId/history': {
    summary: 'A conversation’s messages',
    description: HISTORY,
    query: HistoryQuery,
    responses: { 200: ChatHistorySchema },
    headers: OLDER_PAGE,
    errors: ['VALIDATION_FAILED'],
  },
  'POST /chatbot/start': {
    summary: 'Open the project’s conversation',
    body: StartBody,
    responses: { 200: ChatStartSchema },
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  'POST /chatbot/chat': {
    summary: 'Send a message about the problem',
    description: `${REPLY} ${PHOTO}`,
    body: ChatBody,
    responses: { 200: ChatReplySchema },
    errors: ['FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'ASSISTANT_FAILED'],
  },
  'GET /step-guidance/started/:projectId': {
    summary: 'Whether step guidance has started',
    responses: { 200: StepGuidanceStartedSchema },
  },
  'GET /step-guidance/session/:projectId': {
    summary: 'The plan’s conversation',
    responses: { 200: ChatSessionRefSchema },
  },
  'GET /step-guidance/session/:sessionId/history': {
    summary: 'The plan conversation’s messages',
    description: HISTORY,
    query: HistoryQuery,
    responses: { 200: StepChatHistorySchema },
    headers: OLDER_PAGE,
    errors: ['VALIDATION_FAILED'],
  },
  'POST /step-guidance/start': {
    summary: 'Open the plan’s conversation',
    body: StepStartBody,
    responses: { 200: ChatStartSchema },
    errors: ['NOT_FOUND'],
  },
  'POST /step-guidance/chat': {
    summary: 'Ask about a step of the plan',
    description: `${REPLY} ${PHOTO}`,
    body: StepChatBody,
    responses: { 200: ChatReplySchema },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'ASSISTANT_FAILED'],
  },
});

/** Stores a data-URL photo sent with a REST chat message; refuses anything that isn't an image. */
async function uploadDataUrl(
  services: PhotoDeps,
  userId: string,
  dataUrl: string | null | undefined,
): Promise<string[]> {
  if (!dataUrl) return [];
  await limitAction(services, 'upload', { userId, ip: null });
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw new Invalid(NOT_AN_IMAGE);
  return [(await services.images.upload(userId, bytes)).id];
}

/** A page of a conversation as REST reads it: the query checked, and the page before linked when there is one. */
async function historyPage(chatSessions: ChatSessions, req: Request, res: Response) {
  const { limit, cursor } = HistoryQuery.parse({ limit: req.query.limit, cursor: req.query.cursor });
  const history = await chatSessions.history(currentUser(res).id, String(req.params.sessionId), { limit, cursor });
  if (history.olderCursor)
    res.setHeader('Link', `<${req.baseUrl}${req.path}?limit=${limit}&cursor=${history.olderCursor}>; rel="next"`);
  return history;
}

/** Sends, waits for the whole reply, and answers with the spec's shape (502 ASSISTANT_FAILED when it failed). */
async function answer(chat: ChatService, res: Response, replyId: string): Promise<void> {
  const reply = await chat.waitForReply(replyId);
  if (reply.type !== 'done') {
    sendError(res, 'ASSISTANT_FAILED', reply.type === 'failed' ? reply.detail : 'The assistant did not answer.');
    return;
  }
  res.json({
    response: reply.response,
    suggested_messages: reply.suggested_messages,
    current_state: reply.current_state,
  });
}

/** Spec §7 chatbot paths for third parties: the same service, answered without streaming. */
export function chatbotRest(services: ChatbotRestDeps): Router {
  const router = Router();
  const { chat, chatSessions } = services;
  router.use('/chatbot', requireUser(services));

  const assertCaller = (res: Parameters<typeof currentUser>[0], user: string) => {
    if (user !== currentUser(res).id) throw new Forbidden('You can only chat as yourself.');
  };

  router.get('/chatbot/session/:projectId', async (req, res) => {
    const session = await chatSessions.session(currentUser(res).id, String(req.params.projectId));
    res.json({ session: session.id });
  });

  router.get('/chatbot/session/:sessionId/history', async (req, res) => {
    const history = await historyPage(chatSessions, req, res);
    res.json(history.messages.map((m) => ({ role: m.role, message: m.text })));
  });

  router.post('/chatbot/start', async (req, res) => {
    const body = StartBody.parse(req.body ?? {});
    assertCaller(res, body.user);
    const session = await chatSessions.session(body.user, body.project);
    const intro = await chatSessions.intro(body.user, session.id);
    res.json({
      session_id: session.id,
      intro_message: intro.text,
      suggested_messages: intro.suggestedMessages,
      response: intro.text,
    });
  });

  router.post('/chatbot/chat', async (req, res) => {
    const body = ChatBody.parse(req.body ?? {});
    assertCaller(res, body.user);
    // (the message was counted before its body was read: http/api.ts)
    const imageIds = await uploadDataUrl(services, body.user, body.uploaded_image);
    if (body.owned_tools?.length) await services.ownedTools.add(body.user, body.project, body.owned_tools);
    // nobody watches a REST reply arrive: it is answered whole, without the typing pace
    const sent = await chat.send(
      body.user,
      { projectId: body.project, text: body.message, imageIds },
      { paced: false },
    );
    await answer(chat, res, sent.replyId);
  });

  return router;
}

/** Spec §7 step-guidance paths: the plan's conversation, each message tied to the step it was asked from. */
export function stepGuidanceRest(services: StepGuidanceRestDeps): Router {
  const router = Router();
  const { chat, chatSessions } = services;
  router.use('/step-guidance', requireUser(services));

  router.get('/step-guidance/started/:projectId', async (req, res) => {
    const session = await chatSessions.findSession(currentUser(res).id, String(req.params.projectId), 'step');
    res.json({ started: Boolean(session), session_id: session?.id ?? null });
  });

  router.get('/step-guidance/session/:projectId', async (req, res) => {
    const session = await chatSessions.session(currentUser(res).id, String(req.params.projectId), 'step');
    res.json({ session: session.id });
  });

  router.get('/step-guidance/session/:sessionId/history', async (req, res) => {
    const history = await historyPage(chatSessions, req, res);
    if (history.kind !== 'step') throw new NotFound('Chat session not found');
    res.json(history.messages.map((m) => ({ role: m.role, message: m.text, step: m.step })));
  });

  router.post('/step-guidance/start', async (req, res) => {
    const body = StepStartBody.parse(req.body ?? {});
    const userId = currentUser(res).id;
    const session = await chatSessions.session(userId, body.project, 'step');
    if (body.session_id && body.session_id !== session.id) throw new NotFound('Chat session not found');
    const intro = await chatSessions.intro(userId, session.id);
    res.json({
      session_id: session.id,
      intro_message: intro.text,
      suggested_messages: intro.suggestedMessages,
      response: intro.text,
    });
  });

  router.post('/step-guidance/chat', async (req, res) => {
    const body = StepChatBody.parse(req.body ?? {});
    const userId = currentUser(res).id;
    await services.projects.get(userId, body.project); // ownership before anything is stored
    // (the message was counted before its body was read: http/api.ts)
    const imageIds = await uploadDataUrl(services, userId, body.uploaded_image);
    const sent = await chat.send(
      userId,
      { projectId: body.project, kind: 'step', step: body.step, text: body.message, imageIds },
      { paced: false },
    );
    await answer(chat, res, sent.replyId);
  });

  return router;
}

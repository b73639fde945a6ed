import { Router } from 'express';
import { z } from 'zod';
import { Forbidden, Invalid } from '../../errors';
import { currentUser, requireUser } from '../../http/auth';
import type { Services } from '../../services';
import { decodeDataUrl } from '../images/sniff';
import { NOT_AN_IMAGE } from '../images/service';
import { MAX_MESSAGE_LENGTH } from './service';

const StartBody = z.object({ user: z.string(), project: z.string() });
const ChatBody = z.object({
  message: z.string().max(MAX_MESSAGE_LENGTH).default(''),
  user: z.string(),
  project: z.string(),
  session_id: z.string().optional(),
  uploaded_image: z.string().nullish(),
  owned_tools: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
});

/** Spec §7 chatbot paths for third parties: the same service, answered without streaming. */
export function chatbotRest(services: Services): Router {
  const router = Router();
  const { chat } = services;
  router.use('/chatbot', requireUser(services));

  const assertCaller = (res: Parameters<typeof currentUser>[0], user: string) => {
    if (user !== currentUser(res).id) throw new Forbidden('You can only chat as yourself.');
  };

  router.get('/chatbot/session/:projectId', async (req, res) => {
    const session = await chat.session(currentUser(res).id, String(req.params.projectId));
    res.json({ session: session.id });
  });

  router.get('/chatbot/session/:sessionId/history', async (req, res) => {
    const history = await chat.history(currentUser(res).id, String(req.params.sessionId));
    res.json(history.messages.map((m) => ({ role: m.role, message: m.text })));
  });

  router.post('/chatbot/start', async (req, res) => {
    const body = StartBody.parse(req.body ?? {});
    assertCaller(res, body.user);
    const session = await chat.session(body.user, body.project);
    const history = await chat.history(body.user, session.id);
    const intro = history.messages[0]!;
    res.json({ session_id: session.id, intro_message: intro.text, suggested_messages: intro.suggestedMessages, response: intro.text });
  });

  router.post('/chatbot/chat', async (req, res) => {
    const body = ChatBody.parse(req.body ?? {});
    assertCaller(res, body.user);
    const imageIds: string[] = [];
    if (body.uploaded_image) {
      const bytes = decodeDataUrl(body.uploaded_image);
      if (!bytes) throw new Invalid(NOT_AN_IMAGE);
      imageIds.push((await services.images.upload(body.user, bytes)).id);
    }
    if (body.owned_tools?.length) await chat.addOwnedTools(body.user, body.project, body.owned_tools);
    const sent = await chat.send(body.user, { projectId: body.project, text: body.message, imageIds });
    const reply = await chat.waitForReply(sent.replyId);
    if (reply.type !== 'done') {
      res.status(502).json({ detail: reply.type === 'failed' ? reply.detail : 'The assistant did not answer.' });
      return;
    }
    res.json({ response: reply.response, suggested_messages: reply.suggested_messages, current_state: reply.current_state });
  });

  return router;
}

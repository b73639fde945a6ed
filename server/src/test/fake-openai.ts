/**
 * A fake OpenAI-compatible HTTP server for tests, so the real `openai` client code path runs:
 * scripted streaming replies (SSE) with tool calls, error statuses, and slow answers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeTurn =
  | {
      kind: 'reply';
      text: string;
      state?: { current_state: 'in_progress' | 'complete'; suggested_messages: string[] };
      /** A slow model: waits this long before each 8-character piece. */
      pieceDelayMs?: number;
    }
  /** A structured (non-streamed) answer; `delayMs` makes the model slow to give it. */
  | { kind: 'json'; content: string; delayMs?: number }
  | { kind: 'status'; status: number; retryAfterMs?: number }
  | { kind: 'hang'; ms: number }
  /** An answer to POST /images/generations: a base64 picture, or an error status. */
  | { kind: 'image'; b64?: string; status?: number };

export interface FakeOpenAI {
  baseURL: string;
  requests: Array<{ path: string; body: any }>;
  script(...turns: FakeTurn[]): void;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: FakeTurn[] = [];
  const requests: FakeOpenAI['requests'] = [];

  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    requests.push({ path: req.url ?? '', body });
    // streamed chat turns, structured (json) answers and images are scripted separately: they may interleave
    const isImage = (req.url ?? '').endsWith('/images/generations');
    const fits = (t: FakeTurn) =>
      isImage
        ? t.kind === 'image'
        : t.kind !== 'image' &&
          (body.stream ? t.kind !== 'json' : t.kind === 'json' || t.kind === 'status' || t.kind === 'hang');
    const index = queue.findIndex(fits);
    const turn: FakeTurn = index >= 0 ? queue.splice(index, 1)[0]! : { kind: 'status', status: 500 };
    if (turn.kind === 'status') {
      res.writeHead(turn.status, {
        'content-type': 'application/json',
        ...(turn.retryAfterMs !== undefined ? { 'retry-after-ms': String(turn.retryAfterMs) } : {}),
      });
      res.end(JSON.stringify({ error: { message: `fake status ${turn.status}`, type: 'fake' } }));
      return;
    }
    if (turn.kind === 'image') {
      res.writeHead(turn.status ?? 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          turn.b64
            ? { created: Math.floor(Date.now() / 1000), data: [{ b64_json: turn.b64 }] }
            : { error: { message: 'fake image failure', type: 'fake' } },
        ),
      );
      return;
    }
    if (turn.kind === 'hang') {
      setTimeout(() => res.destroy(), turn.ms);
      return;
    }
    const id = `chatcmpl-${requests.length}`;
    const base = { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model };
    if (turn.kind === 'json') {
      if (turn.delayMs) await new Promise((r) => setTimeout(r, turn.delayMs));
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: base.created,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: turn.content }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (delta: object, finish: string | null = null) =>
      res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    send({ role: 'assistant', content: '' });
    for (const piece of turn.text.match(/.{1,8}/gs) ?? []) {
      if (turn.pieceDelayMs) await new Promise((r) => setTimeout(r, turn.pieceDelayMs));
      if (res.destroyed) return;
      send({ content: piece });
    }
    if (turn.state) {
      const args = JSON.stringify(turn.state);
      send({
        tool_calls: [
          { index: 0, id: 'call_1', type: 'function', function: { name: 'set_conversation_state', arguments: '' } },
        ],
      });
      for (const part of args.match(/.{1,10}/gs) ?? [])
        send({ tool_calls: [{ index: 0, function: { arguments: part } }] });
    }
    send({}, turn.state ? 'tool_calls' : 'stop');
    res.write('data: [DONE]\n\n');
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...turns) => queue.push(...turns),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One change, many subscribers: a rename reaches every projects.onChange subscription of the person —
 * 1,000 of them over 50 sockets, within the default limits per person and per socket — each exactly
 * once, as one event (the same id and text for all), on the in-process bus and (on PostgreSQL) over
 * LISTEN/NOTIFY. How fast is measured by `npm run bench` (scripts/bench/fanout.ts), not here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { rawSocket, subscription, type RawSocket, type WireMessage } from '../../test/raw-socket';

const SOCKETS = 50;
const PER_SOCKET = 20;

const renamedTo = (title: string) => (m: WireMessage) => {
  const change = (m.result?.data as { data?: { type?: string; project?: { projectTitle?: string } } } | undefined)
    ?.data;
  return m.result?.type === 'data' && change?.type === 'updated' && change.project?.projectTitle === title;
};

async function renameReachesAll(app: TestApp) {
  const person = await app.createUser();
  const project = await app.services.projects.create(person.id, 'Kitchen tap');
  const sockets: RawSocket[] = [];
  for (let s = 0; s < SOCKETS; s += 1) {
    const socket = await rawSocket(app.wsUrl, person.token);
    socket.send(Array.from({ length: PER_SOCKET }, (_, i) => subscription(i + 1, 'projects.onChange')));
    sockets.push(socket);
  }
  await Promise.all(sockets.map((socket) => socket.count((m) => m.result?.type === 'started', PER_SOCKET)));

  for (const title of ['Bathroom tap', 'Garden tap']) {
    await app.services.projects.rename(person.id, project._id, title);
    await Promise.all(sockets.map((socket) => socket.count(renamedTo(title), PER_SOCKET)));
    const received = sockets.flatMap((socket) => socket.messages.filter(renamedTo(title)));
    expect(received).toHaveLength(SOCKETS * PER_SOCKET);
    for (const socket of sockets) {
      const ids = socket.messages.filter(renamedTo(title)).map((m) => m.id);
      expect(new Set(ids).size).toBe(PER_SOCKET);
    }
    expect(new Set(received.map((m) => m.result?.id)).size).toBe(1);
  }
  for (const socket of sockets) socket.ws.close();
  await Promise.all(sockets.map((socket) => socket.closed));
}

const buses = [
  { bus: 'the in-process bus', postgresBus: false, skip: false },
  { bus: 'LISTEN/NOTIFY', postgresBus: true, skip: !process.env.TEST_DATABASE_URL },
];

describe.each(buses)('on $bus', ({ postgresBus, skip }) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!skip) app = await startTestApp({}, { postgresBus });
  });
  afterAll(() => app?.close());

  it.skipIf(skip)(
    `delivers one rename to all ${SOCKETS * PER_SOCKET} subscriptions of one person, none missed or repeated`,
    () => renameReachesAll(app),
  );
});

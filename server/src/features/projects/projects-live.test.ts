import type { ProjectChange } from '@fixwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../../events/bus';
import { startTestApp, type TestApp } from '../../test/harness';
import { projectTopic } from './service';
import { addSteps } from './test-support';

let app: TestApp;
/** Live bus subscriptions per topic: the real bus, counted, so a test can see the server let go. */
const live = new Map<string, number>();
beforeAll(async () => {
  app = await startTestApp();
  const bus: EventBus = app.services.bus;
  const subscribe = bus.subscribe.bind(bus);
  bus.subscribe = async (topic, listener) => {
    const unsubscribe = await subscribe(topic, listener);
    live.set(topic, (live.get(topic) ?? 0) + 1);
    let done = false;
    return async () => {
      if (!done) live.set(topic, live.get(topic)! - 1);
      done = true;
      await unsubscribe();
    };
  };
});
afterAll(() => app.close());

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens projects.onChange on its own WebSocket connection; resolves once the server has started it. */
function collect(token: string, into: Array<{ id: string; change: ProjectChange }>, input?: { lastEventId?: string }) {
  return new Promise<() => void>((resolve, reject) => {
    const sub = app.trpc(token).projects.onChange.subscribe(input, {
      onStarted: () => resolve(() => sub.unsubscribe()),
      onData: (event) => into.push({ id: event.id, change: event.data }),
      onError: reject,
    });
  });
}
const changes = (events: Array<{ change: ProjectChange }>) => events.map((e) => e.change);

describe('live sync over WebSocket', () => {
  it('pushes every change to each of the owner’s connections and nothing to anyone else', async () => {
    const dana = await app.createUser();
    const sam = await app.createUser();
    const phone: Array<{ id: string; change: ProjectChange }> = [];
    const laptop: typeof phone = [];
    const samsTab: typeof phone = [];
    const stops = await Promise.all([
      collect(dana.token, phone),
      collect(dana.token, laptop),
      collect(sam.token, samsTab),
    ]);
    await expect.poll(() => live.get(projectTopic(dana.id))).toBe(2);

    const client = app.trpc(dana.token);
    // events carry the id; each subscription reads the project when it sends the change, so each step
    // waits for both devices before the next (a later change read first would show its state early)
    const bothHave = async (count: number) => {
      await expect.poll(() => [phone.length, laptop.length], { timeout: 5000 }).toEqual([count, count]);
    };
    const project = await client.projects.create.mutate({ projectTitle: 'Sticking door' });
    await bothHave(1);
    await client.projects.rename.mutate({ projectId: project._id, projectTitle: 'Door sticks at the top' });
    await bothHave(2);
    await addSteps(app.database.db, project._id, 0, 2);
    await client.projects.complete.mutate({ projectId: project._id });
    await bothHave(3);
    await client.projects.remove.mutate({ projectId: project._id });
    await bothHave(4);

    const expected = [
      { type: 'created', project: { ...project, projectTitle: 'Sticking door' } },
      {
        type: 'updated',
        project: expect.objectContaining({
          _id: project._id,
          projectTitle: 'Door sticks at the top',
          percentComplete: 0,
        }),
      },
      { type: 'updated', project: expect.objectContaining({ _id: project._id, percentComplete: 100, hasSteps: true }) },
      { type: 'deleted', projectId: project._id },
    ];
    expect(changes(phone)).toEqual(expected);
    expect(changes(laptop)).toEqual(expected);
    expect(new Set(phone.map((e) => e.id)).size).toBe(4);

    await settle(300);
    expect(samsTab).toEqual([]);
    for (const stop of stops) stop();
  });

  it('ends cleanly on unsubscribe: the server lets go of the topic and nothing more arrives', async () => {
    const user = await app.createUser();
    const topic = projectTopic(user.id);
    const tab: Array<{ id: string; change: ProjectChange }> = [];
    const other: typeof tab = [];
    const stopTab = await collect(user.token, tab);
    const stopOther = await collect(user.token, other, { lastEventId: 'earlier-id' });
    await expect.poll(() => live.get(topic)).toBe(2);

    stopTab();
    await expect.poll(() => live.get(topic)).toBe(1);
    await app.trpc(user.token).projects.create.mutate({ projectTitle: 'After the tab closed' });
    await expect.poll(() => changes(other).map((c) => c.type)).toEqual(['created']);
    await settle(200);
    expect(tab).toEqual([]);

    stopOther();
    await expect.poll(() => live.get(topic)).toBe(0);
  });

  it('refuses the subscription without a session', async () => {
    const error = await new Promise<unknown>((resolve) => {
      app.trpc().projects.onChange.subscribe(undefined, { onError: resolve, onData: () => undefined });
    });
    expect(error).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});

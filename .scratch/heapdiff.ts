import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import fs from 'node:fs';
import { loadConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/connect';
import { createInProcessBus } from '../server/src/events/in-process';
import { startHttpServer } from '../server/src/http/server';
import { createLogger } from '../server/src/logger';
import { createServices } from '../server/src/services';
import { users } from '../server/src/db/schema';

const N = 1000;
const gc = () => { for (let i = 0; i < 3; i++) (globalThis as any).gc(); };
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'fixwise-heapdiff'), RATE_LIMIT_SCALE: '100000' });
const database = await connectDatabase({ kind: 'pglite', dataDir: null });
const bus = createInProcessBus();
const services = createServices({ config, logger: createLogger('silent'), database, bus });
const server = await startHttpServer({ services, clientDir: '/nonexistent', port: 0, host: '127.0.0.1' });
const [user] = await database.db.insert(users).values({ email: `b-${Date.now()}@example.com`, firstname: 'B' }).returning();
const token = await services.sessions.issue(user!.id);

const script = `
const WebSocket = require(${JSON.stringify(path.resolve('node_modules/ws'))});
const sockets = []; let ready = 0; let want = ${N};
for (let i = 0; i < ${N}; i++) {
  const ws = new WebSocket('ws://127.0.0.1:${server.port}/trpc?connectionParams=1');
  sockets.push(ws);
  ws.on('open', () => { ws.send(JSON.stringify({ method: 'connectionParams', data: { token: ${JSON.stringify(token)} } }));
    ws.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'projects.onChange', input: undefined } })); });
  ws.on('message', (d) => { const m = JSON.parse(String(d)); if (m.result && m.result.type === 'started' && ++ready === want) process.stdout.write('ready\\n'); });
}
process.stdin.on('data', () => { ready = 0; for (const ws of sockets) ws.send(JSON.stringify({ id: 2, method: 'subscription', params: { path: 'projects.onChange', input: undefined } })); });
setInterval(() => {}, 1000);`;
const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
const waitReady = () => new Promise<void>((r) => { const on = (c: Buffer) => { if (c.toString().includes('ready')) { child.stdout!.off('data', on); r(); } }; child.stdout!.on('data', on); });
await waitReady();
await new Promise((r) => setTimeout(r, 500));
gc();
const h1 = process.memoryUsage().heapUsed;
const a = v8.writeHeapSnapshot('/tmp/heap-a.heapsnapshot');
child.stdin!.write('go\n');
await waitReady();
await new Promise((r) => setTimeout(r, 500));
gc();
const h2 = process.memoryUsage().heapUsed;
const b = v8.writeHeapSnapshot('/tmp/heap-b.heapsnapshot');
console.log('per extra sub bytes', (h2 - h1) / N);
child.kill();
function agg(file: string) {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8'));
  const f = snap.snapshot.meta.node_fields as string[];
  const types = snap.snapshot.meta.node_types[0] as string[];
  const nodes = snap.nodes as number[]; const strings = snap.strings as string[];
  const w = f.length; const ti = f.indexOf('type'), ni = f.indexOf('name'), si = f.indexOf('self_size');
  const m = new Map<string, { c: number; s: number }>();
  for (let i = 0; i < nodes.length; i += w) {
    const key = `${types[nodes[i + ti]!]}:${strings[nodes[i + ni]!]!.slice(0, 60)}`;
    const e = m.get(key) ?? { c: 0, s: 0 }; e.c++; e.s += nodes[i + si]!; m.set(key, e);
  }
  return m;
}
const A = agg(a), B = agg(b);
const rows = [...B].map(([k, v]) => ({ k, dc: v.c - (A.get(k)?.c ?? 0), ds: v.s - (A.get(k)?.s ?? 0) })).filter((r) => r.ds > N * 20).sort((x, y) => y.ds - x.ds);
for (const r of rows.slice(0, 40)) console.log((r.ds / N).toFixed(0).padStart(6), (r.dc / N).toFixed(2).padStart(6), r.k);
await server.close(100);
await database.close();
process.exit(0);

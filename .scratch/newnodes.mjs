import fs from 'node:fs';
const load = (f) => JSON.parse(fs.readFileSync(f, 'utf8'));
const A = load('/tmp/heap-a.heapsnapshot'), B = load('/tmp/heap-b.heapsnapshot');
const meta = B.snapshot.meta; const nf = meta.node_fields; const W = nf.length;
const ef = meta.edge_fields; const EW = ef.length; const etypes = meta.edge_types[0]; const ntypes = meta.node_types[0];
const idsA = new Set(); for (let i = 0; i < A.nodes.length; i += W) idsA.add(A.nodes[i + 2]);
const N = B.nodes, E = B.edges, S = B.strings;
const nodeCount = N.length / W;
const firstEdge = new Uint32Array(nodeCount + 1);
for (let i = 0, e = 0; i < nodeCount; i++) { firstEdge[i] = e; e += N[i * W + 4] * EW; } firstEdge[nodeCount] = E.length;
const retainer = new Int32Array(nodeCount).fill(-1); const retEdge = new Int32Array(nodeCount).fill(-1);
for (let i = 0; i < nodeCount; i++) for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EW) {
  const to = E[e + 2] / W; const t = etypes[E[e]];
  if (t === 'weak' || t === 'shortcut') continue;
  if (retainer[to] === -1) { retainer[to] = i; retEdge[to] = e; }
}
const name = (i) => `${ntypes[N[i * W]]}:${S[N[i * W + 1]].slice(0, 40)}`;
const ename = (e) => { const t = etypes[E[e]]; return t === 'element' || t === 'hidden' ? `[${E[e + 1]}]` : S[E[e + 1]]; };
const groups = new Map();
for (let i = 0; i < nodeCount; i++) {
  if (idsA.has(N[i * W + 2])) continue;
  const r = retainer[i];
  const key = `${name(i)}  <-${r >= 0 ? ename(retEdge[i]) : '?'}- ${r >= 0 ? name(r) : '?'}`;
  const g = groups.get(key) ?? { c: 0, s: 0 }; g.c++; g.s += N[i * W + 3]; groups.set(key, g);
}
const rows = [...groups].sort((a, b) => b[1].s - a[1].s).slice(0, 70);
for (const [k, g] of rows) console.log((g.s / 1000).toFixed(0).padStart(5), (g.c / 1000).toFixed(2).padStart(5), k);

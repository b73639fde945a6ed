import fs from 'node:fs';
function agg(file) {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8'));
  const f = snap.snapshot.meta.node_fields; const w = f.length;
  const types = snap.snapshot.meta.node_types[0];
  const nodes = snap.nodes; const strings = snap.strings;
  const lf = snap.snapshot.meta.location_fields; const lw = lf.length;
  const locs = snap.locations;
  const m = new Map();
  const scriptNames = new Map();
  for (let i = 0; i < locs.length; i += lw) {
    const idx = locs[i] / w; // node index (object_index is offset into nodes array)
    const nodeOff = locs[i];
    const type = types[nodes[nodeOff + f.indexOf('type')]];
    const name = strings[nodes[nodeOff + f.indexOf('name')]];
    const key = `${type}:${name}@${locs[i+1]}:${locs[i+2]}:${locs[i+3]}`;
    m.set(key, (m.get(key) ?? 0) + 1);
  }
  return m;
}
const A = agg('/tmp/heap-a.heapsnapshot'), B = agg('/tmp/heap-b.heapsnapshot');
const rows = [...B].map(([k, v]) => [k, (v - (A.get(k) ?? 0)) / 1000]).filter(([, d]) => d >= 0.5).sort((a, b) => b[1] - a[1]);
for (const [k, d] of rows.slice(0, 60)) console.log(d.toFixed(2), k);

// postinstall. The devDependency `node24` (npm:node@24: a real Node 24 binary, for the test pass on Node 24 in
// scripts/test.sh) declares the bin `node`, so npm links node_modules/.bin/node to it, and npm puts
// node_modules/.bin first on PATH for every `npm run`, `npm start` and `npx`: everything would run on Node 24
// instead of the Node that was installed. This removes that one link after `npm install` / `npm ci` /
// `npm rebuild`; scripts/test.sh runs it too (an `npm install <pkg>` relinks without running postinstall),
// and calls the binary by its path, node_modules/node24/bin/node.
import { lstatSync, readFileSync, readlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin');
for (const name of ['node', 'node.cmd', 'node.ps1']) {
  const link = path.join(bin, name);
  try {
    // only npm's link (or, on Windows, its shims) into the node24 package: never a file somebody put there
    const target = lstatSync(link).isSymbolicLink() ? readlinkSync(link) : readFileSync(link, 'utf8');
    if (target.includes('node24')) unlinkSync(link);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}

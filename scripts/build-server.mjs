// `npm run build:server`: the server as plain JavaScript, server/dist/main.mjs and the text worker
// server/dist/text-work.mjs (+ source maps), so
// production starts `node server/dist/main.mjs` with no TypeScript loader. Plain Node, no tsx: the Docker
// build runs it too.
//
// - Our TypeScript (server/src and the workspace package @fixwise/shared) is bundled; every npm package stays
//   an import resolved from node_modules at run time (as `packages: 'external'`, but with @fixwise/* inside,
//   since it is TypeScript that Node can't load).
// - Files read at run time are found relative to their source file (`new URL('../../drizzle',
//   import.meta.url)`: migrations, the knowledge base, client/dist). In the bundle `import.meta.url` would be
//   server/dist/main.mjs, so each source file's `import.meta.url` is rewritten to the address its source file
//   has relative to the bundle: the paths resolve exactly as under tsx, as long as server/dist sits beside
//   server/src's siblings (server/drizzle, server/knowledge, client/dist) — the layout the Dockerfile keeps.
// - Every npm package the bundle imports must be a dependency of server/ or shared/ (not a devDependency and
//   not only the root's), or `npm ci --omit=dev` would leave it out: the build fails naming it.
import { readFile, rm } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'server/dist');
const outfile = path.join(outdir, 'main.mjs');
const require = createRequire(import.meta.url);

/** Bare imports (npm packages, node builtins) stay imports; @fixwise/* is resolved and bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || path.isAbsolute(args.path)) return undefined;
      if (args.path.startsWith('@fixwise/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` of each of our source files → the URL of that source file, relative to the bundle. */
const sourceRelativeUrls = {
  name: 'source-relative-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      if (args.path.split(path.sep).includes('node_modules')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!/\bimport\.meta\.url\b/.test(source)) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replace(
          /\bimport\.meta\.url\b/g,
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  // the text worker (assistant/worker/text-work.ts) is its own file: piscina starts it in worker threads
  entryPoints: {
    main: path.join(root, 'server/src/main.ts'),
    'text-work': path.join(root, 'server/src/assistant/worker/text-work.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // main.mjs.map beside it, sources included: stack traces name server/src/… lines (--enable-source-maps)
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceRelativeUrls],
});

// every external npm package must be a runtime dependency of the server or of shared
const readJson = async (file) => JSON.parse(await readFile(path.join(root, file), 'utf8'));
const runtime = new Set();
for (const file of ['server/package.json', 'shared/package.json']) {
  for (const name of Object.keys((await readJson(file)).dependencies ?? {})) runtime.add(name);
}
const builtins = new Set(builtinModules);
const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: spec, external } of output.imports) {
    if (!external || spec.startsWith('node:') || builtins.has(spec)) continue;
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (!runtime.has(name)) missing.add(name);
  }
}
if (missing.size) {
  console.error(
    `build:server: the server imports ${[...missing].join(', ')} at run time, but server/package.json and ` +
      'shared/package.json do not list it under "dependencies" (npm ci --omit=dev would leave it out).',
  );
  process.exit(1);
}

const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile).split(path.sep).join('/')]?.bytes;
console.log(
  `server/dist/main.mjs${bytes ? ` (${Math.round(bytes / 1024)} KB)` : ''} built in ${Date.now() - started} ms ` +
    `with esbuild ${require('esbuild/package.json').version}`,
);

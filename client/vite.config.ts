import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * zod schemas are built at module level in shared/ (`z.object(…)`, `Base.extend(…)`,
 * `SafetyStopSchema.nullable()`): building one has no side effect, so a screen that uses only a shared
 * rule or text must not load zod for the schemas beside it. The bundler is told which calls are pure:
 * `z` and every schema constant shared/ declares.
 */
function schemaNames(): string[] {
  const dir = path.join(root, '../shared/src');
  const names = new Set(['z']);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/^(?:export )?const (\w+)\s*(?::[^=]+)?=\s*(?:z\b|\w+Schema\b)/gm))
      names.add(match[1]!);
  }
  return [...names];
}
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export const THEME_COLOUR = '#0f766e';

/**
 * `<link rel="modulepreload">` for the chunk of the screen most visits open first (the sign-in screen,
 * loaded with its route): the browser fetches it beside the entry instead of after the entry has run.
 */
function preloadFirstScreen(source: string): Plugin {
  return {
    name: 'fixwise-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const screen = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
        if (!screen) throw new Error(`preloadFirstScreen: no chunk for ${source}`);
        const files = [screen.fileName, ...screen.imports].filter((file) => !html.includes(`/${file}"`));
        const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        return html.replace('</head>', `  ${links}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    preloadFirstScreen('src/screens/login/LoginScreen.tsx'),
    // Installable, and the app shell offline: every built file is precached by the service worker; a
    // navigation without signal gets the cached index.html. The person's own pictures are kept as they
    // are seen (the plan screens show them offline); API and tRPC calls are never served from the
    // worker's cache — what the app keeps of them is its own (client/src/app/offline.ts).
    VitePWA({
      registerType: 'autoUpdate',
      // a small separate script registers the worker after load, so the entry chunk stays as it is
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
      manifest: {
        name: 'Fixwise — household repairs, step by step',
        short_name: 'Fixwise',
        description: 'Describe a household repair, chat with an assistant, and work through a step-by-step plan.',
        id: '/',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f3f4f6',
        theme_color: THEME_COLOUR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,txt,woff2}'],
        // never precache the compressed twins: the browser asks for the plain name
        globIgnores: ['**/*.gz', '**/*.br', '**/*.map'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/trpc/],
        cleanupOutdatedCaches: true,
        sourcemap: false,
        runtimeCaching: [
          {
            // stored pictures are immutable under their id and served to their owner only; sign-out
            // deletes this cache (IMAGE_CACHE_NAME in client/src/app/offline.ts)
            urlPattern: ({ url, request }) =>
              url.origin === self.location.origin &&
              request.method === 'GET' &&
              /^\/api\/images\/[0-9a-f-]{36}$/i.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'fixwise-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // gzip and brotli twins of every text asset, served by the server when the browser accepts them
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    sourcemap: 'hidden',
    // lists each entry's chunks: the delivery test reads /login's from it
    manifest: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: schemaNames() },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/trpc': { target: apiTarget, ws: true },
    },
  },
});

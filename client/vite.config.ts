import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: path.join(root, 'dist'), emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/trpc': { target: apiTarget, ws: true },
    },
  },
});

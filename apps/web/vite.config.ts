import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:8080';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/bundle-size.mjs reads the chunk graph from it (the CI size check).
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      // The Host stays the page's own (changeOrigin off): the server refuses a call whose Origin names another host.
      '/v1': { target: server, changeOrigin: false },
      '/warehouse': { target: server, changeOrigin: false },
    },
  },
});

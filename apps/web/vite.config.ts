import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:8080';

/**
 * dist/.vite/chunk-packages.json: the npm packages each chunk holds. scripts/bundle-size.mjs reads it to tell when a
 * screen loads a package it must not (the login screen is plain React: no antd, no zod; ADR 0007).
 */
function chunkPackages(): Plugin {
  return {
    name: 'gf-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = new Set<string>();
        for (const id of Object.keys(chunk.modules)) {
          const name = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
          if (name) names.add(name.replace('\\', '/'));
        }
        packages[chunk.fileName] = [...names].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(packages, null, 1) });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), chunkPackages()],
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

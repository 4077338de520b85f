import { defineConfig } from 'vite';

// Builds only the browser half: the server half is compiled by tsc and imported by the bff,
// which reads dist/client/.vite/manifest.json to learn the hashed file names.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: 'src/client/entry.tsx',
    },
  },
});

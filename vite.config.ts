import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';

// One config for the app (Vite) and the unit tests (Vitest).
export default defineConfig({
  // Lesson chapters are MDX (src/lessons/<slug>/<lang>.mdx); compiled before React's plugin sees
  // them, with the block components supplied by the chapter page through @mdx-js/react.
  plugins: [{ enforce: 'pre', ...mdx({ providerImportSource: '@mdx-js/react' }) }, react({ include: /\.(mdx|js|jsx|ts|tsx)$/ })],
  worker: { format: 'es' },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Figure tests simulate up to a minute of a 100 Mbit/s link; on a busy 2-core CI machine one
    // can take several seconds. Not a speed check (that is `cli bench`), so the limit is generous.
    testTimeout: 60_000,
  },
});

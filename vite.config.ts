import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import { VitePWA } from 'vite-plugin-pwa';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from './src/app/csp';

// One config for the app (Vite) and the unit tests (Vitest).
export default defineConfig({
  // Where the lab is served: "/" by default; a path prefix with `npm run build -- --base /sierra/`
  // (or SIERRA_BASE=/sierra/). Every address in the app, the manifest and the service worker
  // follows it (docs/deploy.md).
  base: process.env.SIERRA_BASE || '/',
  // Lesson chapters are MDX (src/lessons/<slug>/<lang>.mdx); compiled before React's plugin sees
  // them, with the block components supplied by the chapter page through @mdx-js/react.
  plugins: [
    { enforce: 'pre', ...mdx({ providerImportSource: '@mdx-js/react' }) },
    // The built page carries its Content-Security-Policy as its first tag (the dev server's hot
    // reload needs inline scripts, so only the build has it).
    {
      name: 'sierra-csp',
      apply: 'build',
      transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
    },
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    // Offline: a service worker precaches the whole built lab (pages, chapters, the simulation
    // worker), so a classroom without a network still runs it after one visit. A new version waits
    // and takes over on the next load (src/app/offline.ts registers it and says so).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Sierra: a congestion-control lab',
        short_name: 'Sierra',
        description: 'Congestion control, simulated packet by packet in the browser, with lessons in Spanish and English.',
        // Relative to the manifest, so the installed lab opens under whatever base it was built for.
        start_url: '.',
        scope: '.',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f4e79',
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        // Relative to sw.js (which sits at the base): /sierra/index.html under /sierra/.
        navigateFallback: 'index.html',
        // The app's main chunk carries the engine for the grader's checks: well over Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        clientsClaim: true,
      },
    }),
  ],
  // .vite/manifest.json: which chunks each route loads, read by the size budget (e2e/deploy/budget.ts).
  build: { manifest: true },
  worker: { format: 'es' },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: true, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
    environment: 'node',
    // Figure tests simulate up to a minute of a 100 Mbit/s link; on a busy 2-core CI machine one
    // can take several seconds. Not a speed check (that is `cli bench`), so the limit is generous.
    testTimeout: 60_000,
  },
});

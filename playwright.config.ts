import {defineConfig, devices} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from './config/chromium';

/**
 * End-to-end tests run in the system Chromium against the production build,
 * served as production serves it: Debian's nginx with the server block in
 * `deploy/nginx/` (`scripts/serve.ts`), its Content-Security-Policy
 * included. Build first (`npm run build` and `npm run build:analytics`);
 * `npm test` does both.
 *
 * - `CHROME_PATH` overrides the browser binary (default `/usr/bin/chromium`).
 * - Port 3210 serves `build/`; port 3211 serves `build-analytics/`, a build
 *   with a test gtag ID, used only by the analytics test. `E2E_PORT` moves
 *   both (to E2E_PORT and E2E_PORT + 1), so that two checkouts can run their
 *   tests side by side.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const ANALYTICS_PORT = PORT + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: [
    {
      command: `npx tsx scripts/serve.ts build ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/serve.ts build-analytics ${ANALYTICS_PORT}`,
      url: `http://127.0.0.1:${ANALYTICS_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});

/**
 * Flags for the system Chromium on this project's machines: it runs as root
 * (no sandbox) on a closed network (no background traffic, no component
 * updates, no sync). Shared by the Playwright config and the benchmark.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser binary: `CHROME_PATH`, or Debian's Chromium. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

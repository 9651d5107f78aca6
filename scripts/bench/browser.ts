import {spawn, type ChildProcess} from 'node:child_process';
import {chromium, type Browser} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../config/chromium';

/** Launches the system Chromium (`CHROME_PATH`, default `/usr/bin/chromium`). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Serves a build folder with `docusaurus serve` on a loopback port and
 * resolves when it answers; call `stop()` when done.
 */
export async function serveBuild(
  dir: string,
  port: number,
): Promise<{url: string; stop: () => void}> {
  const child: ChildProcess = spawn(
    'npx',
    [
      'docusaurus',
      'serve',
      '--dir',
      dir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {stdio: 'ignore', detached: true, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`docusaurus serve did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {url, stop: () => process.kill(-child.pid!, 'SIGTERM')};
}

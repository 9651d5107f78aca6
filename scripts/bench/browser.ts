import {chromium, type Browser} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../config/chromium';

/** Launches the system Chromium (`CHROME_PATH`, default `/usr/bin/chromium`). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

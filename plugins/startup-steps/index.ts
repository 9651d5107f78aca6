import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The site's client entry (`entry.js`), in place of Docusaurus's `clientEntry.js`. */
export const STARTUP_ENTRY = resolve('plugins/startup-steps/entry.js');

/**
 * Local plugin: the start-up bundle evaluates in two tasks instead of one
 * (see README.md): React DOM first, then Docusaurus's client entry, which
 * evaluates the rest and starts hydration.
 */
export default function startupStepsPlugin(): Plugin {
  return {
    name: 'startup-steps',
    configureWebpack(config, isServer) {
      if (isServer) return undefined;
      config.entry = STARTUP_ENTRY;
      return undefined;
    },
  };
}

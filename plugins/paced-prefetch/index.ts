import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Local plugin: links prefetch their route in short idle slices instead of
 * all at once (see `client.ts`).
 */
export default function pacedPrefetchPlugin(): Plugin {
  return {
    name: 'paced-prefetch',
    getClientModules() {
      return [resolve('plugins/paced-prefetch/client.ts')];
    },
  };
}

import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Local plugin: a URL that differs from a page's only in letter case shows
 * the not-found page (see `client.ts`).
 */
export default function caseSensitiveRoutesPlugin(): Plugin {
  return {
    name: 'case-sensitive-routes',
    getClientModules() {
      return [resolve('plugins/case-sensitive-routes/client.ts')];
    },
  };
}

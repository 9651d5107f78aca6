import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Local plugin: a link to a collapsible section (`<details id="…">`), or to
 * anything inside one, opens it (see `client.ts`).
 */
export default function detailsAnchorsPlugin(): Plugin {
  return {
    name: 'details-anchors',
    getClientModules() {
      return [resolve('plugins/details-anchors/client.ts')];
    },
  };
}

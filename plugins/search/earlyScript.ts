/**
 * The inline script that draws the search modal's shell before the page is
 * interactive, compiled from `earlyInline.ts` (`plugins/inline-scripts`).
 * It is a module of its own so that the site's bundles, which import
 * `earlyKeys.ts`, do not carry its text. The script is constant, so the
 * production CSP allows it by hash (plugins/nginx).
 */
import {join} from 'node:path';

import {inlineScript} from '../inline-scripts';

export const EARLY_KEYS_SCRIPT = inlineScript(join(__dirname, 'earlyInline.ts'));

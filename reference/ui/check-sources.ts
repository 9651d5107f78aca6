import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {checkLabelSources, loadUiLabels} from './check-labels';

/**
 * Checks every label in `reference/ui/labels.json` against a checkout of
 * stacklok/toolhive-studio at the version the file names: each label must
 * appear on its recorded source line.
 *
 * Usage: `npx tsx reference/ui/check-sources.ts <CHECKOUT>`. Exits 1 and
 * prints one line per label that moved or vanished; exits 2 without a path.
 */
const checkout = process.argv[2];
if (!checkout) {
  console.error('usage: npx tsx reference/ui/check-sources.ts <toolhive-studio checkout>');
  process.exit(2);
}
const labels = loadUiLabels();
const problems = checkLabelSources(labels, (path) => {
  const file = join(checkout, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
});
for (const p of problems) console.log(`${p.source}: "${p.label}": ${p.message}`);
console.log(
  `${labels.labels.length - problems.length} of ${labels.labels.length} labels found on their lines`,
);
process.exit(problems.length > 0 ? 1 : 0);

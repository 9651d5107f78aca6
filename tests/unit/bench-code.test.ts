import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {codeFigures, codeLines} from '../../scripts/bench/code';
import {SPEED_CODE_BUDGET, TRICKS, TRICK_CODE} from '../../config/tricks';

describe('npm run bench -- code', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-code-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('counts non-blank lines of files and folders, READMEs left out', () => {
    mkdirSync(join(dir, 'plugin/theme'), {recursive: true});
    writeFileSync(join(dir, 'plugin/index.ts'), 'a\n\n  b\n');
    writeFileSync(join(dir, 'plugin/theme/x.tsx'), 'c\n');
    writeFileSync(join(dir, 'plugin/README.md'), 'one\ntwo\n');
    writeFileSync(join(dir, 'extra.ts'), 'd\n \n');
    expect(codeLines(['plugin', 'extra.ts'], dir)).toBe(4);
    expect(() => codeLines(['no-such-plugin'], dir)).toThrow(/no-such-plugin/);
  });

  it('counts every trick, each from paths that exist, and holds the total to the budget', () => {
    expect(Object.keys(TRICK_CODE).sort()).toEqual([...TRICKS].sort());
    const figures = codeFigures();
    for (const trick of TRICKS) {
      const figure = figures.find((f) => f.name === `Speed-only code: ${trick}`);
      expect(figure?.value, trick).toBeGreaterThan(0);
    }
    const total = figures.at(-1)!;
    expect(total.budget).toBe(SPEED_CODE_BUDGET);
    expect(total.value).toBe(figures.slice(0, -1).reduce((sum, f) => sum + f.value, 0));
  });
});

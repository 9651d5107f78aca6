import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {inlineScript} from '../../plugins/inline-scripts';
import {noPreferenceScript} from '../../plugins/color-mode-default';
import {osTabsScript} from '../../plugins/os-tabs';
import {START_SCRIPT} from '../../plugins/html-shell';
import {offscreenScript} from '../../plugins/offscreen-content';
import {EARLY_KEYS_SCRIPT} from '../../plugins/search/earlyScript';

describe('inline scripts compiled from TypeScript (plugins/inline-scripts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('bundles a module and its settings into one function that runs on its own', () => {
    file('label.ts', `export const label = (n: number): string => 'n=' + n;\n`);
    const entry = file(
      'entry.ts',
      `import {label} from './label';
declare const INLINE_SETTINGS: {n: number};
(globalThis as unknown as {out: string}).out = label(INLINE_SETTINGS.n);
export {};
`,
    );
    const script = inlineScript(entry, {n: 7});
    expect(script).not.toMatch(/\bimport\b|\bexport\b|INLINE_SETTINGS|\n/);
    const scope: {out?: string} = {};
    new Function('globalThis', script)(scope);
    expect(scope.out).toBe('n=7');
    // Other settings, another text; the same settings, the same text (one CSP hash).
    expect(inlineScript(entry, {n: 8})).not.toBe(script);
    expect(inlineScript(entry, {n: 7})).toBe(script);
  });

  it('names the file and the line when a module does not compile', () => {
    const broken = file('broken.ts', `const x = ;\n`);
    expect(() => inlineScript(broken)).toThrow(/broken\.ts:1/);
  });

  it("the site's inline scripts are plain ASCII and hold no markup", () => {
    const scripts = [
      noPreferenceScript({type: 'localStorage', namespace: ''}),
      osTabsScript({type: 'localStorage', namespace: ''}),
      START_SCRIPT,
      EARLY_KEYS_SCRIPT,
      offscreenScript,
    ];
    for (const script of scripts) {
      expect(script).toMatch(/^[\x20-\x7e]+$/);
      expect(script).not.toMatch(/<\/script|<!--|<%/i);
      expect(() => new Function(script)).not.toThrow();
    }
  });
});

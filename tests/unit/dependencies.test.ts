import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

type Lock = {packages: Record<string, {version?: string}>};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

describe('pinned dependencies', () => {
  it('installs every @docusaurus package at exactly 3.8.1, with no second copy', () => {
    const docusaurus = Object.entries(lock.packages).filter(([path]) =>
      /(^|\/)node_modules\/@docusaurus\/[^/]+$/.test(path),
    );
    expect(docusaurus.length).toBeGreaterThan(20);
    expect(docusaurus.filter(([, entry]) => entry.version !== '3.8.1')).toEqual([]);
  });

  it('uses DocSearch 3.9', () => {
    expect(lock.packages['node_modules/@docsearch/react']?.version).toMatch(/^3\.9\./);
  });
});

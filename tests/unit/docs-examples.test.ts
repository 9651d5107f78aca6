import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseAllDocuments} from 'yaml';

import {docsCodeBlocks, type CodeBlock} from '../../reference/code-blocks';
import {checkManifestText} from '../../reference/crd/check-manifest';
import {loadCrdModel} from '../../reference/crd/schema';
import {
  egressProblem,
  looksLikeProfile,
  profileProblems,
  type PermissionProfile,
} from '../../reference/permission-profile';

const blocks = docsCodeBlocks();
const where = (block: CodeBlock) => `${block.file}:${block.line}`;
const model = loadCrdModel();

/** JSON values embedded in YAML ConfigMaps (`data: {profile.json: |...}`). */
function embeddedJson(block: CodeBlock): unknown[] {
  const values: unknown[] = [];
  for (const document of parseAllDocuments(block.code)) {
    const value = document.toJS() as {kind?: string; data?: Record<string, unknown>} | null;
    if (value?.kind !== 'ConfigMap') continue;
    for (const text of Object.values(value.data ?? {})) {
      if (typeof text === 'string' && text.trim().startsWith('{')) values.push(JSON.parse(text));
    }
  }
  return values;
}

/** Every permission profile example: JSON blocks, and JSON inside ConfigMaps. */
function profileExamples(): {block: CodeBlock; value: unknown}[] {
  return blocks.flatMap((b) => {
    if (b.language === 'json') {
      const value: unknown = JSON.parse(b.code);
      return looksLikeProfile(value) ? [{block: b, value}] : [];
    }
    if (b.language === 'yaml') {
      return embeddedJson(b).map((value) => ({block: b, value}));
    }
    return [];
  });
}

/** The page text from 8 lines above a code block to 12 lines below it. */
function around(block: CodeBlock): string {
  const lines = readFileSync(block.file, 'utf8').split('\n');
  const end = block.line + block.code.split('\n').length + 1;
  return lines.slice(Math.max(0, block.line - 9), end + 12).join('\n');
}

describe('docs code examples', () => {
  it('has JSON and YAML blocks to check', () => {
    expect(blocks.filter((b) => b.language === 'json').length).toBeGreaterThan(10);
    expect(blocks.filter((b) => /kind:\s*MCPServer\b/.test(b.code)).length).toBeGreaterThan(3);
  });

  it('every JSON block parses', () => {
    const bad = blocks
      .filter((b) => b.language === 'json')
      .flatMap((b) => {
        try {
          JSON.parse(b.code);
          return [];
        } catch (error) {
          return [`${where(b)}: ${(error as Error).message}`];
        }
      });
    expect(bad).toEqual([]);
  });

  it('every YAML block parses', () => {
    const bad = blocks
      .filter((b) => b.language === 'yaml' || b.language === 'yml')
      .flatMap((b) =>
        parseAllDocuments(b.code).flatMap((d) => d.errors.map((e) => `${where(b)}: ${e.message}`)),
      );
    expect(bad).toEqual([]);
  });

  it('every permission profile uses only the fields a profile has', () => {
    const profiles = profileExamples();
    expect(profiles.length).toBeGreaterThan(3);
    const bad = profiles.flatMap(({block, value}) =>
      profileProblems(value).map((problem) => `${where(block)}: ${problem}`),
    );
    expect(bad).toEqual([]);
  });

  it('every profile that would let a server reach any host says so next to it', () => {
    const bad = profileExamples().flatMap(({block, value}) => {
      if (profileProblems(value).length > 0) return [];
      const problem = egressProblem(value as PermissionProfile, around(block));
      return problem ? [`${where(block)}: ${problem}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('every MCPServer manifest uses only fields of the CRD', () => {
    const bad = blocks
      .filter((b) => b.language === 'yaml' && /kind:\s*MCPServer\b/.test(b.code))
      .flatMap((b) => checkManifestText(b.code, model).map((problem) => `${where(b)}: ${problem}`));
    expect(bad).toEqual([]);
  });
});

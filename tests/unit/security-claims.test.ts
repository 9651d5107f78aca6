import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {formatProblems} from '../../reference/cli/check-commands';
import {
  checkSecurityClaimsDocs,
  SECURITY_MODEL_FILE,
  SECURITY_MODEL_ROUTE,
  SECURITY_MODEL_SECTIONS,
  unlinkedSecurityClaims,
} from '../../reference/security-claims';

const page = (...paragraphs: string[]) => `# Page\n\n${paragraphs.join('\n\n')}\n`;

describe('security statements in the docs', () => {
  it('every paragraph that makes one links to the security model', () => {
    expect(formatProblems(checkSecurityClaimsDocs())).toBe('');
  });

  it('the security model page has a section for each property', () => {
    const headings = readFileSync(SECURITY_MODEL_FILE, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3).trim());
    expect(headings).toEqual(expect.arrayContaining(Object.values(SECURITY_MODEL_SECTIONS)));
  });
});

describe('the security statement check', () => {
  it('finds a claim without a link, with its line and phrase', () => {
    expect(unlinkedSecurityClaims(page('The proxy is the only entry point to a server.'))).toEqual([
      {line: 3, phrase: 'only entry', text: 'The proxy is the only entry point to a server.'},
    ]);
  });

  it.each([
    'With network isolation, the server has no other route out.',
    'ToolHive enforces the profile.',
    'The port is exposed on every interface.',
    'The egress proxy blocks all other hosts.',
    'Requests to other hosts are blocked.',
    'A server in its container cannot reach your files.',
    'Here `none` allows none.',
    '| `--isolate-network` | The server is isolated |',
  ])('flags %j', (text) => {
    const markdown = text.startsWith('|')
      ? page(`| Flag | Effect |\n| --- | --- |\n${text}`)
      : page(text);
    expect(unlinkedSecurityClaims(markdown)).toHaveLength(1);
  });

  it.each([
    `The server is isolated (see [network egress](${SECURITY_MODEL_ROUTE}#network-egress)).`,
    `Isolation has limits: <a href="${SECURITY_MODEL_ROUTE}">security model</a>.`,
    'The `fetch` server exposes 3 tools.',
    'The server exposes its tools over SSE.',
    'Add a code block to the page.',
    'Run `thv run --isolate-network fetch`.',
  ])('passes %j', (text) => {
    expect(unlinkedSecurityClaims(page(text))).toEqual([]);
  });

  it('skips headings, summaries and code', () => {
    const markdown = page(
      '## Network isolation',
      '<details>\n<summary>Requests are blocked</summary>\n\nSee the guide.\n\n</details>',
      '```bash\n# blocked: isolate the server\nthv run --isolate-network fetch\n```',
    );
    expect(unlinkedSecurityClaims(markdown)).toEqual([]);
  });
});

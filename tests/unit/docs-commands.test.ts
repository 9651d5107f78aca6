import {describe, expect, it} from 'vitest';

import {
  checkDocs,
  checkMarkdown,
  formatProblems,
  shellCommandLines,
} from '../../reference/cli/check-commands';
import {loadCliModel} from '../../reference/cli/schema';
import {markdownFiles} from '../../reference/code-blocks';

const model = loadCliModel();
const block = (...lines: string[]) => ['```bash', ...lines, '```'].join('\n');
const check = (...lines: string[]) =>
  checkMarkdown(`# Page\n\n${block(...lines)}\n`, 'docs/page.mdx', model);

describe('every thv command in the docs', () => {
  it('passes the command check', () => {
    const problems = checkDocs(model);
    expect(formatProblems(problems)).toBe('');
  });

  it('passes it on the home page too (its snippet is src/pages/_try-it.mdx)', () => {
    expect(markdownFiles('src/pages')).toContain('src/pages/_try-it.mdx');
    expect(formatProblems(checkDocs(model, 'src/pages'))).toBe('');
  });
});

describe('the command check', () => {
  it('accepts valid commands, placeholders and runtime-only commands', () => {
    expect(
      check(
        'thv run --name my-fetch --transport streamable-http fetch',
        'thv run --secret github,target=GITHUB_TOKEN <SERVER_NAME>',
        'thv --debug list --all',
        'thv registry ls',
        'thv completion zsh',
        'FOO=1 thv logs fetch | tail -n 5',
        'thv run --from-config ./fetch.json',
        'thv proxy --help',
      ),
    ).toEqual([]);
  });

  it('names the file, the line and the bad token of a planted bad flag', () => {
    expect(check('thv list', 'thv run --no-such-flag fetch')).toEqual([
      {
        file: 'docs/page.mdx',
        line: 5,
        token: '--no-such-flag',
        message: 'unknown flag "--no-such-flag" for "thv run"',
      },
    ]);
  });

  it('finds an unknown subcommand', () => {
    expect(check('thv secret show github')[0]).toMatchObject({
      token: 'show',
      message: 'unknown command "show" for "thv secret"',
    });
  });

  it('finds a value flag without a value', () => {
    expect(check('thv run --proxy-port --name x fetch')[0]).toMatchObject({
      token: '--proxy-port',
      message: 'flag "--proxy-port" of "thv run" needs a value',
    });
  });

  it('finds a value that the flag does not accept', () => {
    expect(check('thv run --transport websocket fetch')[0]).toMatchObject({
      token: 'websocket',
    });
  });

  it('finds a short flag that does not exist and a flag of another command', () => {
    expect(check('thv list -z')[0]).toMatchObject({token: '-z'});
    expect(check('thv list --transport stdio')[0]).toMatchObject({
      message: 'unknown flag "--transport" for "thv list"',
    });
  });

  it('checks positional arguments', () => {
    expect(check('thv rm one two')[0]).toMatchObject({
      message: '"thv rm" takes at most 1 argument',
    });
    expect(check('thv run')[0]).toMatchObject({message: '"thv run" needs at least 1 argument'});
  });

  it('joins continued lines and strips prompts', () => {
    const lines = shellCommandLines(
      ['```console', '$ thv run \\', '    --name x \\', '    fetch', '```'].join('\n'),
    );
    expect(lines).toEqual([{line: 2, text: 'thv run --name x fetch'}]);
    expect(
      checkMarkdown(
        ['```powershell', 'thv run `', '  --bogus fetch', '```'].join('\n'),
        'f',
        model,
      ),
    ).toMatchObject([{line: 2, token: '--bogus'}]);
  });

  it('ignores code blocks in other languages', () => {
    expect(checkMarkdown('```text\nthv run --bogus x\n```', 'f', model)).toEqual([]);
  });
});

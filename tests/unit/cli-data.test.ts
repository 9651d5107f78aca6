import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {CLI_DATA_FILE, loadCliModel, parseCliData, type CliData} from '../../reference/cli/schema';

const FILE = 'reference/cli/commands.json';
const data = (): CliData => JSON.parse(readFileSync(CLI_DATA_FILE, 'utf8'));
const runIndex = (d: CliData) => d.commands.findIndex((c) => c.path.join(' ') === 'thv run');

describe('the CLI data file', () => {
  it('describes the 55 commands of ToolHive v0.2.1', () => {
    const model = parseCliData(data(), FILE);
    expect(model.version).toBe('v0.2.1');
    expect(model.commands).toHaveLength(55);
    expect(model.commands.filter((c) => !c.runnable)).toHaveLength(7);
  });

  it('works out parents, children and inherited flags', () => {
    const model = parseCliData(data(), FILE);
    const list = model.byPage.get('thv_mcp_list')!;
    expect(list.parent).toBe('thv_mcp');
    expect(list.children).toEqual([
      'thv_mcp_list_prompts',
      'thv_mcp_list_resources',
      'thv_mcp_list_tools',
    ]);
    expect(list.inheritedFlags.map((f) => f.name)).toEqual(['debug']);
    expect(model.byPage.get('thv_registry_list')!.aliases).toEqual(['ls']);
  });

  it('names the file and the field of an unknown field', () => {
    const d = data() as unknown as {commands: Record<string, unknown>[]};
    d.commands[runIndex(d as unknown as CliData)]!.colour = 'blue';
    expect(() => parseCliData(d, FILE)).toThrow(
      /reference\/cli\/commands\.json is not valid CLI data:\n\s+- commands\[\d+\] \(thv run\): .*unknown field: colour/,
    );
  });

  it('names the file and the field of a missing usage line', () => {
    const d = data() as unknown as {commands: Record<string, unknown>[]};
    delete d.commands[runIndex(d as unknown as CliData)]!.usage;
    expect(() => parseCliData(d, FILE)).toThrow(/commands\[\d+\] \(thv run\)\.usage: Required/);
  });

  it('names the file and the field of a duplicate flag', () => {
    const d = data();
    const run = d.commands[runIndex(d)]!;
    run.flags.push({...run.flags.find((f) => f.name === 'name')!});
    expect(() => parseCliData(d, FILE)).toThrow(
      /commands\[\d+\] \(thv run\)\.flags\[\d+\]\.name: duplicate flag "--name"/,
    );
  });

  it('rejects a flag that clashes with an inherited one', () => {
    const d = data();
    const run = d.commands[runIndex(d)]!;
    run.flags.push({name: 'debug', type: 'bool', default: false, description: 'Clash.'});
    expect(() => parseCliData(d, FILE)).toThrow(/duplicate flag "--debug"/);
  });

  it('rejects a command whose parent is missing', () => {
    const d = data();
    d.commands = d.commands.filter((c) => c.path.join(' ') !== 'thv secret');
    expect(() => parseCliData(d, FILE)).toThrow(
      /\(thv secret delete\)\.path: parent command "thv secret" must come first/,
    );
  });

  it('names the file when it is not JSON at all', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cli-data-')), 'commands.json');
    writeFileSync(file, '{"version": "v0.2.1", "commands": [');
    expect(() => loadCliModel(file)).toThrow(
      /commands\.json is not valid CLI data:\n\s+- \(file\): /,
    );
  });

  it('rejects a default that does not fit the flag, naming the file and the field', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{type: 'string', default: 8080}, /8080 is not a string \(type string\)/],
      [{type: 'int', default: '8080'}, /"8080" is not a whole number \(type int\)/],
      [{type: 'bool', default: 'false'}, /"false" is not a boolean/],
      [{type: 'duration', default: 'soon'}, /"soon" is not a Go duration/],
      [{type: 'stringArray', default: 'a'}, /"a" is not a list of strings/],
      [
        {type: 'string', values: ['stdio', 'sse'], default: 'http'},
        /"http" is not one of the accepted values stdio, sse/,
      ],
    ];
    for (const [change, message] of cases) {
      const d = data();
      const run = runIndex(d);
      Object.assign(d.commands[run]!.flags[0]!, change);
      expect(() => parseCliData(d, FILE)).toThrow(
        new RegExp(
          `reference/cli/commands\\.json[\\s\\S]*commands\\[${run}\\] \\(thv run\\)\\.flags\\[0\\]\\.default: ${message.source}`,
        ),
      );
    }
  });
});

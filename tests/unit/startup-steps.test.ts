import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import startupSteps, {STARTUP_ENTRY} from '../../plugins/startup-steps';

type Configure = (config: {entry?: unknown}, isServer: boolean) => unknown;
const configure = startupSteps().configureWebpack as unknown as Configure;

describe('startup-steps (plugins/startup-steps)', () => {
  it("gives the client build the site's entry and leaves the server build's alone", () => {
    const client = {entry: '/docusaurus/lib/client/clientEntry.js'};
    const server = {entry: '/docusaurus/lib/client/serverEntry.js'};
    configure(client, false);
    configure(server, true);
    expect(client.entry).toBe(STARTUP_ENTRY);
    expect(server.entry).toBe('/docusaurus/lib/client/serverEntry.js');
  });

  it('imports React DOM, waits for the next task, then imports the Docusaurus entry, all in the bundle', () => {
    const code = readFileSync(STARTUP_ENTRY, 'utf8').replace(/\/\*\*[\s\S]*?\*\//, '');
    const reactDom = code.indexOf('import(/* webpackMode: "eager" */ \'react-dom/client\')');
    const nextTask = code.indexOf('.then(nextTask)');
    const docusaurus = code.indexOf(
      'import(/* webpackMode: "eager" */ \'@docusaurus/core/lib/client/clientEntry.js\')',
    );
    expect(reactDom).toBeGreaterThanOrEqual(0);
    expect(nextTask).toBeGreaterThan(reactDom);
    expect(docusaurus).toBeGreaterThan(nextTask);
    expect(code).toContain('setTimeout(resolve, 0)');
    // Nothing else is imported: the rest comes in through Docusaurus's entry.
    expect(code.match(/import\(/g)).toHaveLength(2);
  });
});

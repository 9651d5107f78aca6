import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, sep} from 'node:path';
import {describe, expect, it} from 'vitest';

import {mcpTestData, stdioClient} from '../support/mcp';

/**
 * mcp/Dockerfile, checked by reading it (images cannot be built here), and
 * the bundle its build stage makes, built and run the same way outside a
 * container.
 */

type Instruction = {keyword: string; args: string};
type Stage = {from: string; name?: string; instructions: Instruction[]};

/** The Dockerfile's stages: instructions with continuation lines joined, comments dropped. */
function stages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Stage[] = [];
  for (const line of lines) {
    const [, keyword, args] = /^(\S+)\s+(.*)$/.exec(line)!;
    if (keyword!.toUpperCase() === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args!.trim())!;
      result.push({from: from!, name, instructions: []});
    } else {
      result.at(-1)!.instructions.push({keyword: keyword!.toUpperCase(), args: args!.trim()});
    }
  }
  return result;
}

const dockerfile = stages(readFileSync('mcp/Dockerfile', 'utf8'));
const final = dockerfile.at(-1)!;
const build = dockerfile[0]!;
const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);
const mcpPackage = JSON.parse(readFileSync('mcp/package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('mcp/Dockerfile', () => {
  it('builds in one stage and runs in another, both on one pinned release of a supported Node.js LTS line', () => {
    expect(dockerfile.length).toBe(2);
    expect(build.name).toBe('build');
    const [from, ...others] = dockerfile.map((stage) => stage.from);
    expect(others).toEqual([from]);
    // 22 is supported until 2027-04-30 and 24 until 2028-04-30
    // (https://github.com/nodejs/Release#release-schedule); mcp/README.md says how to move on.
    expect(from).toMatch(/^node:(22|24)\.\d+\.\d+-slim$/);
  });

  it('runs as a non-root user', () => {
    const users = all(final, 'USER').map((instruction) => instruction.args);
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
  });

  it('has no npm, no node_modules and no build tools in the final stage', () => {
    const runs = all(final, 'RUN').map((instruction) => instruction.args);
    expect(runs.join('\n')).not.toMatch(/\b(npm|npx|yarn|pnpm|apt-get|apk)\s+(ci|install|add|i)\b/);
    // The base image's npm, npx, corepack and yarn are removed.
    expect(runs.join(' ')).toMatch(/^rm -rf /);
    for (const path of [
      '/usr/local/lib/node_modules',
      '/usr/local/bin/npm',
      '/usr/local/bin/npx',
    ]) {
      expect(runs.join(' ')).toContain(path);
    }
    const copies = all(final, 'COPY').map((instruction) => instruction.args);
    expect(copies).toEqual([
      '--from=build /app/mcp/dist/server.cjs ./dist/server.cjs',
      '--from=build /app/mcp/data/ ./data/',
    ]);
  });

  it('starts the bundle over stdio by default', () => {
    expect(all(final, 'WORKDIR').map((i) => i.args)).toEqual(['/app/mcp']);
    expect(JSON.parse(all(final, 'ENTRYPOINT')[0]!.args)).toEqual([
      'node',
      '/app/mcp/dist/server.cjs',
    ]);
    expect(JSON.parse(all(final, 'CMD')[0]!.args)).toEqual(['--transport', 'stdio']);
  });

  it('bundles with the package script, into the file the final stage copies', () => {
    expect(all(build, 'WORKDIR').map((i) => i.args)).toEqual(['/app/mcp']);
    expect(all(build, 'RUN').map((i) => i.args)).toContain('npm run bundle');
    expect(mcpPackage.scripts.bundle).toMatch(/^esbuild src\/main\.ts --bundle .*--platform=node/);
    expect(mcpPackage.scripts.bundle).toContain('--outfile=dist/server.cjs');
  });

  it('sends only the files it copies as build context', () => {
    const ignore = readFileSync('mcp/Dockerfile.dockerignore', 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(ignore[0]).toBe('*');
    const allowed = ignore.slice(1).map((line) => line.replace(/^!/, ''));
    const sources = all(build, 'COPY')
      .filter((instruction) => !instruction.args.startsWith('--from'))
      .flatMap((instruction) => instruction.args.split(/\s+/).slice(0, -1));
    expect(sources.sort()).toEqual(allowed.sort());
  });

  it('sends every file of the repository the bundle is built from', () => {
    const allowed = readFileSync('mcp/Dockerfile.dockerignore', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('!'))
      .map((line) => line.slice(1));
    const dir = mkdtempSync(join(tmpdir(), 'mcp-meta-'));
    const metafile = join(dir, 'meta.json');
    const [, ...args] = mcpPackage.scripts.bundle!.split(' ');
    execFileSync(
      join('..', 'node_modules', '.bin', 'esbuild'),
      [
        ...args.map((arg) =>
          arg.startsWith('--outfile=') ? `--outfile=${join(dir, 'server.cjs')}` : arg,
        ),
        `--metafile=${metafile}`,
      ],
      {cwd: 'mcp', stdio: 'pipe'},
    );
    const inputs = Object.keys(
      (JSON.parse(readFileSync(metafile, 'utf8')) as {inputs: Record<string, unknown>}).inputs,
    )
      .map((input) => relative('.', join('mcp', input)))
      .filter((input) => !input.split(sep).includes('node_modules'));
    expect(inputs.length).toBeGreaterThan(5);
    const outside = inputs.filter(
      (input) =>
        !allowed.some((path) => (path.endsWith('/') ? input.startsWith(path) : input === path)),
    );
    expect(outside, 'files the image build cannot see').toEqual([]);
  });

  it('pins the same dependency versions as the repository', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, {version?: string}>;
    };
    const pinned = {...mcpPackage.dependencies, ...mcpPackage.devDependencies};
    for (const [name, version] of Object.entries(pinned)) {
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
    const mcpLock = JSON.parse(readFileSync('mcp/package-lock.json', 'utf8')) as {
      packages: Record<string, {dependencies?: object; devDependencies?: object}>;
    };
    expect(mcpLock.packages['']).toMatchObject({
      dependencies: mcpPackage.dependencies,
      devDependencies: mcpPackage.devDependencies,
    });
  });
});

describe('the bundle the image runs', () => {
  it('serves the docs from the data folder beside it, over stdio, with nothing but Node.js', async () => {
    // The image's layout: dist/server.cjs and data/ side by side, no node_modules.
    const app = mkdtempSync(join(tmpdir(), 'toolhive-docs-image-'));
    mkdirSync(join(app, 'dist'));
    // The package's bundle script, writing to the stand-in image instead of mcp/dist.
    const [command, ...args] = mcpPackage.scripts.bundle!.split(' ');
    expect(command).toBe('esbuild');
    execFileSync(
      join('..', 'node_modules', '.bin', 'esbuild'),
      [
        ...args.map((arg) =>
          arg === '--outfile=dist/server.cjs'
            ? `--outfile=${join(app, 'dist', 'server.cjs')}`
            : arg,
        ),
      ],
      {cwd: 'mcp', stdio: 'pipe'},
    );
    cpSync(mcpTestData().dataDir, join(app, 'data'), {recursive: true});
    const {client} = await stdioClient(process.execPath, [
      join(app, 'dist', 'server.cjs'),
      '--transport',
      'stdio',
    ]);
    try {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([
        'get_page',
        'list_pages',
        'search_docs',
      ]);
      const result = (await client.callTool({
        name: 'get_page',
        arguments: {page: '/toolhive/guides-cli/secrets-management'},
      })) as {content: {text: string}[]};
      expect(result.content[0]!.text).toBe(
        readFileSync(
          join(app, 'data', 'pages', 'toolhive', 'guides-cli', 'secrets-management.md'),
          'utf8',
        ),
      );
    } finally {
      await client.close();
    }
  });
});

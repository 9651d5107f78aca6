import {readFileSync} from 'node:fs';
import {parse} from 'yaml';

import {blockCommandLines, type CommandProblem} from '../cli/check-commands';
import {markdownFiles} from '../code-blocks';
import {docUnits} from '../docs-ast';

/**
 * Checks the ToolHive API paths the pages name against the OpenAPI document
 * they describe (`static/api-specs/toolhive-api.yaml`): every path under
 * `/api/` in prose, inline code or a code block must exist, and when a
 * method is named (`POST /api/v1beta/workloads`, or `curl -X POST …` in a
 * shell line) the path must have an operation with that method.
 */

/** Absolute-from-root path of the OpenAPI document the site serves. */
export const API_DOCUMENT = 'static/api-specs/toolhive-api.yaml';

/** Operations of an OpenAPI document: path template → upper-case methods. */
export type ApiOperations = Map<string, Set<string>>;

/**
 * Paths the API server answers that the document leaves out: the interactive
 * documentation page that `thv serve --openapi` mounts (`r.Get("/doc", …)` in
 * https://github.com/stacklok/toolhive/blob/81a5654f8619665dac7be7a8426ca632227fc652/pkg/api/docs.go).
 */
const UNDOCUMENTED: ReadonlyMap<string, string> = new Map([['/api/doc', 'GET']]);

/** Kubernetes API paths (`kubectl get --raw /api/v1/namespaces/…`), which are not ToolHive's. */
const KUBERNETES = /^\/api\/v1\/(namespaces|nodes|pods|services|configmaps|secrets|endpoints)\b/;

/** A sentence that says a path does not exist names it on purpose (its words may wrap across lines). */
const DENIAL = /\b(does\s+not\s+exist|doesn't\s+exist|there\s+is\s+no|no\s+such)\b/i;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const WITH_METHOD = new RegExp(
  `\\b(${METHODS.join('|')})\\s+(/api/[^\\s\`'"()<>,;]*(?:<[^>\\s]+>[^\\s\`'"()<>,;]*)*)`,
  'g',
);
const PATH =
  /(?<=^|[^\w/]|https?:\/\/[^\s/]+)(\/api\/[^\s`'"()<>,;]*(?:<[^>\s]+>[^\s`'"()<>,;]*)*)/g;
const PARAMETER = /^(\{[^}]+\}|<[^>]+>|:\w+|\$\{?\w+\}?)$/;

/**
 * Reads the operations of an OpenAPI document.
 *
 * @throws an error naming the file when it does not parse or has no `paths`
 */
export function loadApiOperations(file: string = API_DOCUMENT): ApiOperations {
  const document = parse(readFileSync(file, 'utf8')) as {paths?: Record<string, object>} | null;
  if (!document?.paths || typeof document.paths !== 'object') {
    throw new Error(`${file}: paths: the OpenAPI document has no paths object`);
  }
  return new Map(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      new Set(
        Object.keys(item)
          .filter((key) => METHODS.includes(key.toUpperCase()))
          .map((k) => k.toUpperCase()),
      ),
    ]),
  );
}

function clean(path: string): string {
  return path
    .replace(/[?#].*$/, '')
    .replace(/[.:]+$/, '')
    .replace(/(.)\/$/, '$1');
}

function matches(template: string, path: string): boolean {
  const want = template.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every(
      (segment, i) => segment === got[i] || /^\{.+\}$/.test(segment) || PARAMETER.test(got[i]!),
    )
  );
}

/**
 * Problems for one path named in the docs.
 *
 * @param method the method named with it, upper case, or undefined
 * @returns a message, or null when the document has the path (and method)
 */
export function checkApiPath(
  operations: ApiOperations,
  path: string,
  method?: string,
): string | null {
  const wanted = clean(path);
  const extra = UNDOCUMENTED.get(wanted);
  if (extra && (!method || method === extra)) return null;
  const templates = [...operations.keys()].filter((template) => matches(template, wanted));
  if (templates.length === 0) {
    const prefix = [...operations.keys()].some((template) => template.startsWith(`${wanted}/`));
    if (!method && prefix) return null;
    return `${method ? `${method} ` : ''}${wanted} is not a path of the ToolHive API (${API_DOCUMENT})`;
  }
  if (method && !templates.some((template) => operations.get(template)!.has(method))) {
    const allowed = [...new Set(templates.flatMap((t) => [...operations.get(t)!]))].join(', ');
    return `${wanted} has no ${method} operation in ${API_DOCUMENT} (it has ${allowed})`;
  }
  return null;
}

/** The method a shell line sends: `-X`/`--request`, else POST with a body, else GET. */
function methodOfCommand(line: string): string {
  const explicit = /(?:-X|--request)\s*=?\s*['"]?([A-Z]+)/.exec(line)?.[1];
  if (explicit) return explicit;
  return /\s(?:-d|--data(?:-raw|-binary)?|--json|-F|--form)\b/.test(line) ? 'POST' : 'GET';
}

/** Checks every API path one Markdown/MDX text names. */
export function checkApiPathsInMarkdown(
  markdown: string,
  file: string,
  operations: ApiOperations,
): CommandProblem[] {
  const problems: CommandProblem[] = [];
  const report = (line: number, path: string, method?: string) => {
    if (KUBERNETES.test(path)) return;
    const message = checkApiPath(operations, path, method);
    if (message) problems.push({file, line, token: path, message});
  };
  const scan = (line: number, text: string, defaultMethod?: string) => {
    const named = new Set<string>();
    for (const match of text.matchAll(WITH_METHOD)) {
      named.add(match[2]!);
      report(line, match[2]!, match[1]!);
    }
    for (const match of text.matchAll(PATH)) {
      if (!named.has(match[1]!)) report(line, match[1]!, defaultMethod);
    }
  };
  for (const unit of docUnits(markdown)) {
    if (unit.kind === 'text') {
      if (DENIAL.test(unit.text)) continue;
      scan(unit.line, [unit.text, ...unit.code.map((c) => c.value)].join('\n'));
      continue;
    }
    const commands = blockCommandLines(unit.language, unit.value, unit.line + 1);
    if (commands.length > 0) {
      for (const {line, text} of commands) {
        scan(line, text, /^curl\s/.test(text) ? methodOfCommand(text) : undefined);
      }
    } else {
      unit.value.split('\n').forEach((text, i) => scan(unit.line + 1 + i, text));
    }
  }
  return problems;
}

/** Checks every Markdown and MDX file under `dir` (default `docs`). */
export function checkApiPathsInDocs(operations: ApiOperations, dir = 'docs'): CommandProblem[] {
  return markdownFiles(dir).flatMap((file) =>
    checkApiPathsInMarkdown(readFileSync(file, 'utf8'), file, operations),
  );
}

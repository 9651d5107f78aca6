import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {z} from 'zod';

import {markdownFiles} from '../code-blocks';
import {describeIssues, readDataFile} from '../data-errors';
import {docUnits} from '../docs-ast';

/**
 * The desktop app's labels, and the check that the UI pages bold nothing
 * else. On the UI pages (`docs/toolhive/guides-ui/*.mdx` and
 * `docs/toolhive/tutorials/quickstart-ui.mdx`), bold (`**…**`) marks a label
 * the app shows: a button, menu item, tab, form field, setting, toast action
 * or status. Each one must be in `reference/ui/labels.json`:
 *
 * ```json
 * {"source": "stacklok/toolhive-studio", "version": "v0.3.2", "note": "…",
 *  "labels": [{"label": "Logs", "source": "renderer/src/…/card-mcp-server.tsx:283"}]}
 * ```
 *
 * Each `source` is the `path:line` of the ToolHive UI source
 * (https://github.com/stacklok/toolhive-studio at `version`, the release that
 * bundles ToolHive v0.2.1) that renders the label. A bold path such as
 * `**Add server > Custom MCP server**` (parts joined by ` > ` or ` → `) is
 * checked part by part. Bold inside code is not a label and is skipped.
 */

const labelsSchema = z
  .object({
    /** Repository the labels come from, `owner/name`. */
    source: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name'),
    /** App release the labels are taken from, e.g. `v0.3.2`. */
    version: z.string().regex(/^v\d+\.\d+\.\d+$/, 'must be a version such as v0.3.2'),
    note: z.string(),
    labels: z
      .array(
        z
          .object({
            /** The text exactly as the app shows it. */
            label: z.string().min(1),
            /** `path:line` of the source file that renders it, at `version`. */
            source: z.string().regex(/^[\w./()$-]+\.(tsx?|jsx?):\d+$/, 'must be path:line'),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type UiLabels = z.infer<typeof labelsSchema>;

/** Error raised for a labels file that does not fit the schema; names the file and field. */
export class UiLabelsError extends Error {
  constructor(file: string, problems: string[]) {
    super(
      `${file} is not a valid list of UI labels:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'UiLabelsError';
  }
}

/** Absolute path of the labels file (paths resolve from the repository root). */
export const UI_LABELS_FILE = resolve('reference/ui/labels.json');

/** The pages that describe the desktop app. */
export const UI_PAGES = [
  ...markdownFiles('docs/toolhive/guides-ui'),
  'docs/toolhive/tutorials/quickstart-ui.mdx',
];

/**
 * Reads and validates the labels file.
 *
 * @throws UiLabelsError naming the file and each offending field, when the
 *   file is not JSON, does not fit the schema, or lists a label twice
 */
export function loadUiLabels(file: string = UI_LABELS_FILE): UiLabels {
  const {name, raw} = readDataFile(file, (n, problems) => new UiLabelsError(n, problems));
  const parsed = labelsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UiLabelsError(
      name,
      describeIssues(raw, parsed.error.issues, (item) => (item as {label?: string})?.label),
    );
  }
  const seen = new Set<string>();
  const duplicates = parsed.data.labels.flatMap(({label}, i) => {
    if (seen.has(label)) return [`labels[${i}] (${label}).label: listed twice`];
    seen.add(label);
    return [];
  });
  if (duplicates.length > 0) throw new UiLabelsError(name, duplicates);
  return parsed.data;
}

/** A bold text on a UI page that the app does not show. */
export type LabelProblem = {file: string; line: number; label: string};

/** Every bold span of a page, as plain text with its line. */
function boldSpans(markdown: string): {line: number; text: string}[] {
  return docUnits(markdown).flatMap((unit) =>
    unit.kind === 'text' ? unit.strong.map((s) => ({line: s.line, text: s.value.trim()})) : [],
  );
}

/**
 * Bold texts in one page that are not labels of the app.
 *
 * @param file the name used in problems
 */
export function checkLabels(markdown: string, file: string, labels: UiLabels): LabelProblem[] {
  const known = new Set(labels.labels.map((l) => l.label));
  return boldSpans(markdown).flatMap(({line, text}) => {
    const parts = text.split(/\s+(?:>|→)\s+/);
    return parts.some((part) => !known.has(part)) ? [{file, line, label: text}] : [];
  });
}

/** Checks every UI page. */
export function checkUiPages(labels: UiLabels, files: string[] = UI_PAGES): LabelProblem[] {
  return files.flatMap((file) => checkLabels(readFileSync(file, 'utf8'), file, labels));
}

/** A label whose recorded source line does not show it. */
export type SourceProblem = {label: string; source: string; message: string};

/**
 * Checks each label against the ToolHive UI source it names: the file must
 * exist and its line must contain the label text. The source is not part of
 * this repository; `readSource` reads a file of a checkout of
 * stacklok/toolhive-studio at `labels.version` (for example with
 * `git show v0.3.2:<path>`), returning undefined for a missing file.
 *
 * @param readSource returns the text of a path relative to the checkout's root
 */
export function checkLabelSources(
  labels: UiLabels,
  readSource: (path: string) => string | undefined,
): SourceProblem[] {
  return labels.labels.flatMap(({label, source}) => {
    const at = source.lastIndexOf(':');
    const path = source.slice(0, at);
    const lineNumber = Number(source.slice(at + 1));
    const text = readSource(path);
    if (text === undefined) {
      return [{label, source, message: `${path} does not exist at ${labels.version}`}];
    }
    const line = text.split('\n')[lineNumber - 1];
    return line?.includes(label)
      ? []
      : [{label, source, message: `line ${lineNumber} does not contain "${label}"`}];
  });
}

/** One line per problem: `file:line: **label** is not a label of ToolHive UI vX`. */
export function formatLabelProblems(problems: LabelProblem[], labels: UiLabels): string {
  return problems
    .map(
      (p) =>
        `${p.file}:${p.line}: **${p.label}** is not a label of ToolHive UI ${labels.version} (reference/ui/labels.json)`,
    )
    .join('\n');
}

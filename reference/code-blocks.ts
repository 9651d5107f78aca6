import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** A fenced code block of a docs page. */
export type CodeBlock = {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: string;
  /** The fence's meta string, e.g. `title="profile.json" {2}`. */
  meta: string;
  code: string;
};

/** Every fenced code block of a Markdown/MDX text. */
export function codeBlocks(markdown: string, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: {fence: string; line: number; language: string; meta: string; lines: string[]} | null =
    null;
  markdown.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!open) {
      const match = /^(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(trimmed);
      if (match) {
        open = {fence: match[1]!, line: index + 1, language: match[2]!, meta: match[3]!, lines: []};
      }
      return;
    }
    if (trimmed.startsWith(open.fence) && trimmed.replace(/[`~]/g, '') === '') {
      const indent = /^\s*/.exec(open.lines.find((l) => l.trim()) ?? '')?.[0].length ?? 0;
      blocks.push({
        file,
        line: open.line,
        language: open.language.toLowerCase(),
        meta: open.meta,
        code: open.lines
          .map((l) => l.slice(Math.min(indent, /^\s*/.exec(l)![0].length)))
          .join('\n'),
      });
      open = null;
      return;
    }
    open.lines.push(raw);
  });
  return blocks;
}

/** Every fenced code block of every page under `dir`. */
export function docsCodeBlocks(dir = 'docs'): CodeBlock[] {
  return markdownFiles(dir).flatMap((file) => codeBlocks(readFileSync(file, 'utf8'), file));
}

/** Markdown and MDX files under `dir`, sorted. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

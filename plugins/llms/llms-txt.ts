import type {LlmsOptions, TwinPage} from './index';

/**
 * `/llms.txt` and `/llms-full.txt`, following https://llmstxt.org/: an H1
 * with the site name, a block-quote summary, a paragraph on how to read the
 * docs, then one `##` section per sidebar section with a link to each page's
 * Markdown twin; reference pages go under `## Optional`, which the format
 * marks as skippable.
 */

type Site = {name: string; url: string};

/** Text on one line for a Markdown link label or list item. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Escapes the characters that would end a link label early. */
function label(text: string): string {
  return oneLine(text).replace(/([\\[\]])/g, '\\$1');
}

/** The heading, summary and usage paragraph shared by both files. */
function preamble(site: Site, options: Pick<LlmsOptions, 'summary'>): string[] {
  return [
    `# ${oneLine(site.name)}`,
    '',
    `> ${oneLine(options.summary)}`,
    '',
    `Every page of this site is also served as Markdown: add \`.md\` to its URL (for example ${site.url}/toolhive/guides-cli/install.md, or ${site.url}/index.md for the home page), or request the page's own URL with the header \`Accept: text/markdown\`. ${site.url}/llms-full.txt holds every page in one file, and ${site.url}/markdown-pages.json lists every page with its Markdown URL, title, description and section. ToolHive also has a docs MCP server that serves these pages to AI agents as tools; the guide "Docs MCP server" in the ToolHive CLI guides explains how to run it.`,
    '',
  ];
}

/** Sections in reading order, with `Optional` last. */
function sections(
  pages: readonly TwinPage[],
  options: Pick<LlmsOptions, 'overviewSection'>,
): Map<string, TwinPage[]> {
  const out = new Map<string, TwinPage[]>();
  const optional: TwinPage[] = [];
  for (const page of pages.filter((p) => p.indexed)) {
    if (page.optional) {
      optional.push(page);
      continue;
    }
    const name = page.section ?? options.overviewSection;
    out.set(name, [...(out.get(name) ?? []), page]);
  }
  if (optional.length) out.set('Optional', optional);
  return out;
}

/**
 * The llms.txt of the site: every indexed page (the sitemap's pages) as
 * `- [Title](<absolute .md URL>): description`, in sections.
 */
export function llmsTxt(
  pages: readonly TwinPage[],
  site: Site,
  options: Pick<LlmsOptions, 'summary' | 'overviewSection'>,
): string {
  const out = preamble(site, options);
  const files = sectionFiles(pages, options);
  out.push(
    `Each section below is also one file of full text, or a few when it is long, so that an agent can read one area within about ${SECTION_FILE_TOKENS / 1000}k tokens:`,
    '',
    ...files.map(
      (file) =>
        `- [${label(sectionFileTitle(file))}](${site.url}${file.path}): ${file.pages.length} ${file.pages.length === 1 ? 'page' : 'pages'}, about ${Math.ceil(file.bytes / BYTES_PER_TOKEN / 1000)}k tokens`,
    ),
    '',
  );
  for (const [name, list] of sections(pages, options)) {
    out.push(`## ${oneLine(name)}`, '');
    for (const page of list) {
      const description = oneLine(page.description);
      out.push(
        `- [${label(page.title)}](${site.url}${page.markdown})${description ? `: ${description}` : ''}`,
      );
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * llms-full.txt: the same preamble, then every indexed page's Markdown twin
 * in the order of llms.txt (each opens with `# Title` and its `URL:` line).
 */
export function llmsFullTxt(
  pages: readonly TwinPage[],
  site: Site,
  options: Pick<LlmsOptions, 'summary' | 'overviewSection'>,
): string {
  const ordered = [...sections(pages, options).values()].flat();
  return `${[preamble(site, options).join('\n').trimEnd(), ...ordered.map((p) => p.content.trimEnd())].join('\n\n')}\n`;
}

/**
 * The Markdown body of a not-found answer (`404.md`), which nginx sends for
 * an unknown page URL asked for as Markdown (deploy/nginx/toolhive-docs.conf):
 * what happened, and where an agent finds the pages instead.
 */
export function notFoundMarkdown(site: Site): string {
  return `${[
    '# Page not found',
    '',
    `${site.name} has no page at this URL. It may have moved, or the link may have a typo.`,
    '',
    `- Every page, with the URL of its Markdown: ${site.url}/llms.txt`,
    `- Search the docs: ${site.url}/search?q=your+words`,
  ].join('\n')}\n`;
}

/** Largest full-text file of one section, in tokens (an estimate from its size). */
export const SECTION_FILE_TOKENS = 50_000;

/** Bytes per token of English Markdown, for the estimate (a common rule of thumb). */
const BYTES_PER_TOKEN = 4;

/** One full-text file of a section of llms.txt, or of a part of it. */
export type SectionFile = {
  /** Path from the site root: `/llms-full/<section slug>.txt`, `-<part>` added when split. */
  path: string;
  /** The section's name, as in llms.txt. */
  section: string;
  part: number;
  parts: number;
  pages: TwinPage[];
  /** Size of the pages' Markdown, in bytes. */
  bytes: number;
};

/** A section name as a file name: `Guides: ToolHive CLI` → `guides-toolhive-cli`. */
function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A file's title: the section, and which part when split. */
export function sectionFileTitle(file: SectionFile): string {
  return file.parts > 1 ? `${file.section} (part ${file.part} of ${file.parts})` : file.section;
}

/**
 * The full-text files of each section of llms.txt, in its order: the
 * section's pages in reading order, split at page boundaries into parts of
 * at most {@link SECTION_FILE_TOKENS} (a page larger than that is a part of
 * its own).
 */
export function sectionFiles(
  pages: readonly TwinPage[],
  options: Pick<LlmsOptions, 'overviewSection'>,
): SectionFile[] {
  const limit = SECTION_FILE_TOKENS * BYTES_PER_TOKEN;
  const files: SectionFile[] = [];
  for (const [section, list] of sections(pages, options)) {
    const parts: {pages: TwinPage[]; bytes: number}[] = [];
    for (const page of list) {
      const bytes = Buffer.byteLength(page.content);
      const last = parts.at(-1);
      if (last && last.bytes + bytes <= limit) {
        last.pages.push(page);
        last.bytes += bytes;
      } else parts.push({pages: [page], bytes});
    }
    for (const [i, part] of parts.entries()) {
      const suffix = parts.length > 1 ? `-${i + 1}` : '';
      files.push({
        path: `/llms-full/${slug(section)}${suffix}.txt`,
        section,
        part: i + 1,
        parts: parts.length,
        ...part,
      });
    }
  }
  return files;
}

/** The text of a section's full-text file: a title, the summary, then its pages' Markdown. */
export function sectionFileText(
  file: SectionFile,
  site: Site,
  options: Pick<LlmsOptions, 'summary'>,
): string {
  const head = [
    `# ${oneLine(site.name)}: ${oneLine(sectionFileTitle(file))}`,
    '',
    `> ${oneLine(options.summary)}`,
    '',
    `The pages of this section in full. ${site.url}/llms.txt lists every page and every such file.`,
  ].join('\n');
  return `${[head, ...file.pages.map((page) => page.content.trimEnd())].join('\n\n')}\n`;
}

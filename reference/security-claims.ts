import {readFileSync} from 'node:fs';

import type {CommandProblem} from './cli/check-commands';
import {markdownFiles} from './code-blocks';
import {docUnits} from './docs-ast';

/**
 * The one page that states what ToolHive enforces, mode by mode, with the
 * source line behind each statement.
 */
export const SECURITY_MODEL_ROUTE = '/toolhive/reference/security-model';

/** The security model page's source file. */
export const SECURITY_MODEL_FILE = 'docs/toolhive/reference/security-model.mdx';

/**
 * The security model's sections, by anchor, in page order: one property each.
 * Pages link to these anchors, so renaming a heading breaks their links.
 */
export const SECURITY_MODEL_SECTIONS: Readonly<Record<string, string>> = {
  'network-egress': 'Network egress',
  'inbound-exposure': 'Inbound exposure',
  'file-system': 'File system',
  'container-privileges': 'Container privileges',
  secrets: 'Secrets',
  'authentication-and-authorization': 'Authentication and authorization',
  'tool-filtering': 'Tool filtering',
  'telemetry-and-update-checks': 'Telemetry and update checks',
};

/**
 * Phrasings that make a security statement: isolation, enforcement, exposure,
 * what a server can or cannot reach, what is blocked or allowed. Matched
 * case-insensitively against a paragraph's or table row's text outside inline
 * code. A paragraph that uses one of them must link to the security model, so
 * that the statement is checked against the one place that gives its limits.
 * Add a phrasing here when a new kind of claim appears in the docs.
 */
export const SECURITY_PHRASINGS: readonly RegExp[] = [
  /\bisolat(?:e|es|ed|ion|ing)\b/i,
  /\benforc(?:e|es|ed|ing|ement)\b/i,
  /\bonly (?:entry|way in|way out|route)\b/i,
  /\b(?:cannot|can(?:'|’)t|can ?not) reach\b/i,
  /\bno (?:other )?route\b/i,
  /\ballows? none\b/i,
  /\bblock(?:ed|ing)\b/i,
  /\bblocks (?:all|every|any|outbound|inbound|traffic|access|requests|connections|it|them)\b/i,
  /\bexpos(?:ed|ure)\b/i,
  // "exposes a port", not "the server exposes 77 tools" (MCP's own verb).
  /\bexpos(?:e|es|ing)\b(?! (?:\d+ |its |a |the |an |several |many |one |two |three |more |fewer |no |these |those )?(?:MCP )?(?:tools?|prompts?|resources?|capabilities|functions?)\b)/i,
  /\blocked[- ]down\b/i,
  /\bsandbox(?:ed|es|ing)?\b/i,
  /\bleaves? the (?:container|host|machine)\b/i,
];

/** A paragraph that makes a security statement without linking to the model. */
export type UnlinkedClaim = {line: number; phrase: string; text: string};

/** Whether a link target points at the security model page (any anchor). */
function linksToModel(target: string): boolean {
  const path = target.split('#')[0].replace(/\/$/, '');
  return path === SECURITY_MODEL_ROUTE || path.endsWith('reference/security-model.mdx');
}

/**
 * Finds the paragraphs and table rows of an MDX page that use a phrasing of
 * `SECURITY_PHRASINGS` without a link to `SECURITY_MODEL_ROUTE`. Headings,
 * `<summary>` lines (a symptom in the reader's words) and code are not
 * statements and are skipped.
 *
 * @param markdown the page's MDX source
 * @returns one entry per offending unit, with its 1-based line
 * @throws the MDX parser's error for text that is not valid MDX
 */
export function unlinkedSecurityClaims(markdown: string): UnlinkedClaim[] {
  const found: UnlinkedClaim[] = [];
  for (const unit of docUnits(markdown)) {
    if (unit.kind !== 'text' || (unit.node !== 'paragraph' && unit.node !== 'tableRow')) continue;
    const match = SECURITY_PHRASINGS.map((re) => re.exec(unit.text)).find(Boolean);
    if (!match) continue;
    if (unit.links.some(linksToModel)) continue;
    found.push({line: unit.line, phrase: match[0], text: unit.text.trim().slice(0, 120)});
  }
  return found;
}

/**
 * Runs `unlinkedSecurityClaims` over every Markdown and MDX page under `dir`
 * except the security model itself.
 *
 * @returns one problem per offending unit, with the page's file and line
 */
export function checkSecurityClaimsDocs(dir = 'docs'): CommandProblem[] {
  return markdownFiles(dir)
    .filter((file) => file !== SECURITY_MODEL_FILE)
    .flatMap((file) =>
      unlinkedSecurityClaims(readFileSync(file, 'utf8')).map((claim) => ({
        file,
        line: claim.line,
        token: claim.phrase,
        message: `security statement without a link to ${SECURITY_MODEL_ROUTE}: ${claim.text}`,
      })),
    );
}

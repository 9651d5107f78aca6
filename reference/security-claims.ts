import {docUnits} from './docs-ast';

/**
 * The one page that states what ToolHive enforces, mode by mode, with the
 * source line behind each statement (`docs/toolhive/reference/security-model.mdx`).
 */
export const SECURITY_MODEL_ROUTE = '/toolhive/reference/security-model';

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

/**
 * Checks that a parsed OpenAPI document is whole: it says which OpenAPI 3
 * version it is, has `info.title`, `info.version` and `paths`, and every
 * `$ref` points at something inside the document. A document cut short, or
 * a typo in a reference, then fails the generator and the build instead of
 * rendering an API page with holes.
 *
 * @param document the parsed document
 * @returns one line per problem, each naming a JSON pointer (RFC 6901);
 *   empty when the document is whole
 */
export function openApiProblems(document: unknown): string[] {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return ['#: not an OpenAPI document (expected an object)'];
  }
  const doc = document as Record<string, unknown> & {info?: Record<string, unknown>};
  const problems: string[] = [];
  if (typeof doc.openapi !== 'string' || !/^3\.\d+\.\d+$/.test(doc.openapi)) {
    problems.push('#/openapi: missing, or not an OpenAPI 3 version such as "3.1.0"');
  }
  for (const key of ['title', 'version']) {
    if (typeof doc.info?.[key] !== 'string') problems.push(`#/info/${key}: missing`);
  }
  if (typeof doc.paths !== 'object' || doc.paths === null) problems.push('#/paths: missing');

  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const exists = (pointer: string) => {
    let node: unknown = document;
    for (const part of pointer.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      if (typeof node !== 'object' || node === null || !(key in node)) return false;
      node = (node as Record<string, unknown>)[key];
    }
    return true;
  };
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${at}/${i}`));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          if (!value.startsWith('#/')) {
            problems.push(`${at}/$ref: ${value} is not a reference inside this document`);
          } else if (!exists(value)) {
            problems.push(`${at}/$ref: points to ${value}, which does not exist`);
          }
        } else {
          walk(value, `${at}/${escape(key)}`);
        }
      }
    }
  };
  walk(document, '#');
  return problems;
}

/**
 * Checks that a parsed OpenAPI document is whole: it says which OpenAPI
 * version it is, has `info.title`, `info.version` and `paths`, and every
 * local `$ref` (`#/…`) points at something in the document. A document cut
 * short, or a typo in a reference, then fails the build instead of
 * rendering an API page with holes.
 *
 * @param {unknown} document the parsed document
 * @returns {string[]} one line per problem, each naming a JSON pointer
 *   (RFC 6901); empty when the document is whole
 */
function openApiProblems(document) {
  const problems = [];
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return ['#: not an OpenAPI document (expected an object)'];
  }
  if (typeof document.openapi !== 'string' || !/^3\.\d+\.\d+$/.test(document.openapi)) {
    problems.push('#/openapi: missing, or not an OpenAPI 3 version such as "3.1.0"');
  }
  for (const key of ['title', 'version']) {
    if (typeof document.info?.[key] !== 'string') problems.push(`#/info/${key}: missing`);
  }
  if (typeof document.paths !== 'object' || document.paths === null) {
    problems.push('#/paths: missing');
  }
  const escape = (key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
  const resolve = (pointer) => {
    let node = document;
    for (const part of pointer.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      if (typeof node !== 'object' || node === null || !(key in node)) return false;
      node = node[key];
    }
    return true;
  };
  const walk = (node, at) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${at}/${i}`));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          if (value.startsWith('#/') && !resolve(value)) {
            problems.push(`${at}/$ref: points to ${value}, which does not exist`);
          } else if (!value.startsWith('#/')) {
            problems.push(`${at}/$ref: ${value} is not a reference inside this document`);
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

module.exports = {openApiProblems};

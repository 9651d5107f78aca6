// A bundler loader is a CommonJS module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const YAML = require('yaml');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {openApiProblems} = require('./openapi-check.cjs');

/**
 * Bundler loader for OpenAPI documents written in YAML: the module's default
 * export is the parsed document. It is emitted as `JSON.parse('…')`, which
 * browsers parse faster than the same object as a JavaScript literal, so
 * the API page does no YAML parsing at run time.
 *
 * A document that is not valid YAML fails the build with the file and the
 * parser's line and column; one that is not a whole OpenAPI document (see
 * `openapi-check.cjs`: a reference to nothing, a missing section) fails it
 * with the file and the JSON pointer of each problem.
 *
 * @param {string} source the YAML text
 * @returns {string} an ES module whose default export is the document
 */
module.exports = function openApiYamlLoader(source) {
  let document;
  try {
    document = YAML.parse(source);
  } catch (error) {
    throw new Error(`${this.resourcePath}: not valid YAML: ${error.message}`);
  }
  const problems = openApiProblems(document);
  if (problems.length > 0) {
    throw new Error(
      `${this.resourcePath} is not a whole OpenAPI document:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(document))});`;
};

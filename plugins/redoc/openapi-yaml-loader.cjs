// A bundler loader is a CommonJS module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const YAML = require('yaml');

/**
 * Bundler loader for OpenAPI documents written in YAML: the module's default
 * export is the parsed document. It is emitted as `JSON.parse('…')`, which
 * browsers parse faster than the same object as a JavaScript literal, so
 * the API page does no YAML parsing at run time.
 *
 * A document that is not valid YAML fails the build with the file and the
 * parser's line and column.
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
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(document))});`;
};

/**
 * Stands in, in the browser bundle only, for the modules redoc's bundle
 * loads to fetch, parse and bundle an OpenAPI document at run time
 * (`@redocly/openapi-core`'s `bundle` and `Config`, and `yaml`, which its
 * Swagger 2 converter uses). The site hands Redoc a document parsed at
 * build time (see `openapi-yaml-loader.cjs`), so none of them runs; leaving
 * them out saves the API page the time to load and start them. Anything
 * that does call them gets an error that says why.
 */
function unavailable() {
  throw new Error(
    'Redoc was given a URL or a Swagger 2 document, but this site bundles OpenAPI documents at build time: pass the parsed OpenAPI 3 document instead.',
  );
}

module.exports = {
  bundle: unavailable,
  Config: unavailable,
  parse: unavailable,
  stringify: unavailable,
};

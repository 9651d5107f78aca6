// OpenAPI documents in static/api-specs, imported as the parsed document
// (plugins/redoc/openapi-yaml-loader.cjs).
declare module '@site/static/api-specs/*.yaml' {
  const document: Record<string, unknown>;
  export default document;
}

// Entry points of @docsearch/react that ship without type declarations; the
// search bar imports them lazily (see src/theme/SearchBar).
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';

// OpenAPI documents in static/api-specs, imported as the parsed document
// (plugins/redoc/openapi-yaml-loader.cjs).
declare module '@site/static/api-specs/*.yaml' {
  const document: Record<string, unknown>;
  export default document;
}

// Entry points of @docsearch/react that ship without type declarations; the
// search bar imports them lazily (see src/theme/SearchBar).
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';

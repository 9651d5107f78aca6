// Entry points of @docsearch/react 3.9.0 that ship without type declarations
// (its package.json lists modal.js and style/ under "files"). The search bar
// imports them when search opens (theme/SearchBar).
declare module '@docsearch/react/modal' {
  export {DocSearchModal, type DocSearchModalProps} from '@docsearch/react';
}
declare module '@docsearch/react/style';

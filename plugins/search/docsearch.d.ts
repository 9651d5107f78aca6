// An entry point of @docsearch/react 3.9.0 that ships without type
// declarations (its package.json lists modal.js under "files"). The search
// bar imports it when search opens (theme/SearchBar).
declare module '@docsearch/react/modal' {
  export {DocSearchModal, type DocSearchModalProps} from '@docsearch/react';
}

/**
 * Stands in for `@docusaurus/theme-classic/lib/prism-include-languages`:
 * code is highlighted at build time, so the browser loads no Prism languages.
 */
export {};

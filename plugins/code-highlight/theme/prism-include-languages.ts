/**
 * Replaces the classic theme's `prism-include-languages`, which loads
 * `themeConfig.prism.additionalLanguages` into the browser's Prism. Code is
 * highlighted at build time (`../remark.ts`, with `PRISM_LANGUAGES`), so the
 * browser has no Prism and nothing to load.
 */
export default function prismIncludeLanguages(): void {}

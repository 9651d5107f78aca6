/**
 * The attribute on `<html>` under which the sections marked with
 * {@link OFFSCREEN_SECTION_CLASS} are not rendered while far from the
 * viewport (`plugins/offscreen-content/index.ts`).
 */
export const SKIP_ATTRIBUTE = 'data-skip-offscreen';

/**
 * The class a page generator gives a section of a long page that starts far
 * below the fold, so that the browser may leave it unrendered until the
 * reader scrolls near it. The API reference's generator
 * (`reference/api/generate.ts`) gives it to every tag's section but the
 * first, and to the schemas.
 */
export const OFFSCREEN_SECTION_CLASS = 'offscreen-section';

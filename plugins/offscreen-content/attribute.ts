/**
 * The attribute on `<html>` under which a page's content blocks far from
 * the viewport are not rendered (`plugins/offscreen-content/index.ts`).
 */
export const SKIP_ATTRIBUTE = 'data-skip-offscreen';

/**
 * Bundler loader for redoc's prebuilt bundle: the "API docs by Redocly"
 * attribution shows a logo fetched from Redocly's CDN at run time. The site
 * loads nothing from other hosts, so the logo becomes an inline, empty SVG;
 * the attribution text and link stay.
 *
 * @param {string} source the module source
 * @returns {string} the source with the CDN URL replaced
 */
module.exports = function offlineLogoLoader(source) {
  return source.replace(
    'https://cdn.redoc.ly/redoc/logo-mini.svg',
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E",
  );
};

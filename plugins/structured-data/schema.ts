/**
 * schema.org structured data for docs pages, as JSON-LD
 * (https://schema.org/TechArticle, https://schema.org/BreadcrumbList).
 */

/** The schema.org context every JSON-LD object of the site names. */
export const SCHEMA_CONTEXT = 'https://schema.org';

/** What a docs page says about itself, from its metadata. */
export type PageFacts = {
  /** The page title, as in its `<h1>`. */
  title: string;
  /** The page's meta description. */
  description: string;
  /** The page's absolute URL. */
  url: string;
  /** Milliseconds since the epoch of the page's last commit; absent when git has no date for it. */
  lastUpdatedAt?: number;
  /** BCP 47 language tag of the page (`en`). */
  language: string;
  /** The organisation that publishes it, with the absolute URL of its logo. */
  publisher: {name: string; logo: string};
  /** Absolute URL of the page's social card, when it has one. */
  image?: string;
};

/** A `TechArticle` for a docs page; `dateModified` is an ISO 8601 date-time (UTC). */
export function techArticle(page: PageFacts): Record<string, unknown> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TechArticle',
    headline: page.title,
    description: page.description,
    url: page.url,
    mainEntityOfPage: page.url,
    inLanguage: page.language,
    ...(page.lastUpdatedAt === undefined
      ? {}
      : {dateModified: new Date(page.lastUpdatedAt).toISOString()}),
    ...(page.image === undefined ? {} : {image: page.image}),
    publisher: {
      '@type': 'Organization',
      name: page.publisher.name,
      logo: {'@type': 'ImageObject', url: page.publisher.logo},
    },
  };
}

/** A step of a breadcrumb trail: its label and absolute URL. */
export type Crumb = {name: string; url: string};

/**
 * A `BreadcrumbList` of the given trail, positions from 1. Consecutive
 * steps with the same URL (a category whose link is the page itself) count
 * once, with the first one's label.
 */
export function breadcrumbList(trail: readonly Crumb[]): Record<string, unknown> {
  const steps: Crumb[] = [];
  for (const crumb of trail) {
    if (steps.at(-1)?.url !== crumb.url) steps.push(crumb);
  }
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * JSON for the inside of an HTML `<script type="application/ld+json">`:
 * `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026`, so no text from a
 * page (a title with `</script>` or `<!--`) can end the element or change
 * how it parses, and U+2028 and U+2029 escaped too. `JSON.parse` gives back
 * the same value.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import type {ThemeConfig} from '@docusaurus/preset-classic';

import {PUBLISHER} from '../../config/site';
import {breadcrumbList, jsonLdText, techArticle, type Crumb} from './schema';

/** What a page tells {@link PageJsonLd} about itself. */
export type PageJsonLdProps = {
  title: string;
  description: string;
  /** The page's permalink, as the docs plugin gives it (an index page's ends in `/`). */
  permalink: string;
  /** Milliseconds since the epoch of the page source's last commit, if known. */
  lastUpdatedAt?: number;
  /** The page's social card, a path or URL; the site's when absent. */
  image?: string;
};

/**
 * The JSON-LD of a docs page in `<head>`: a `TechArticle` and a
 * `BreadcrumbList` of the home page, the sidebar's breadcrumbs that have a
 * page, and the page itself. Used inside a docs page or a generated index,
 * where the sidebar's breadcrumbs are known.
 */
export default function PageJsonLd({
  title,
  description,
  permalink,
  lastUpdatedAt,
  image,
}: PageJsonLdProps): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const breadcrumbs = useSidebarBreadcrumbs() ?? [];
  // The page's URL as its canonical link gives it: an index page's
  // permalink ends in `/`, which `trailingSlash: false` drops.
  const absolute = (path: string) =>
    `${siteConfig.url}${siteConfig.trailingSlash === false && path !== siteConfig.baseUrl ? path.replace(/\/$/, '') : path}`;
  const home = useBaseUrl('/');
  const logo = useBaseUrl(PUBLISHER.logo);
  const card = image ?? (siteConfig.themeConfig as ThemeConfig).image;
  const imageUrl = useBaseUrl(card ?? '', {absolute: true});
  const url = absolute(permalink);

  const article = techArticle({
    title,
    description,
    url,
    lastUpdatedAt,
    language: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    publisher: {name: PUBLISHER.name, logo: absolute(logo)},
    image: card ? imageUrl : undefined,
  });
  const trail: Crumb[] = [
    {name: 'Home', url: absolute(home)},
    ...breadcrumbs.flatMap((item) =>
      item.href ? [{name: item.label, url: absolute(item.href)}] : [],
    ),
    {name: title, url},
  ];
  return (
    <Head>
      <script type="application/ld+json">{jsonLdText(article)}</script>
      <script type="application/ld+json">{jsonLdText(breadcrumbList(trail))}</script>
    </Head>
  );
}

import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import type {ThemeConfig} from '@docusaurus/preset-classic';
// @theme-init is the classic theme's component; in a plugin's theme folder,
// @theme-original would be this file itself (https://docusaurus.io/docs/advanced/client#theme-aliases).
import Metadata from '@theme-init/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';

import {PUBLISHER} from '../../../../../config/site';
import {breadcrumbList, jsonLdText, techArticle, type Crumb} from '../../../schema';

type Props = WrapperProps<typeof MetadataType>;

/**
 * The theme's docs page metadata, plus the page's JSON-LD in `<head>`: a
 * `TechArticle` (title, description, last commit date, publisher) and a
 * `BreadcrumbList`: the home page, the sidebar's breadcrumbs that have a
 * page, and the page itself.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {siteConfig, i18n} = useDocusaurusContext();
  const breadcrumbs = useSidebarBreadcrumbs() ?? [];
  // The page's URL as its canonical link gives it: an index page's
  // permalink ends in `/`, which `trailingSlash: false` drops.
  const absolute = (path: string) =>
    `${siteConfig.url}${siteConfig.trailingSlash === false && path !== siteConfig.baseUrl ? path.replace(/\/$/, '') : path}`;
  const home = useBaseUrl('/');
  const logo = useBaseUrl(PUBLISHER.logo);
  const image = assets.image ?? frontMatter.image ?? (siteConfig.themeConfig as ThemeConfig).image;
  const imageUrl = useBaseUrl(image ?? '', {absolute: true});
  const url = absolute(metadata.permalink);

  const article = techArticle({
    title: metadata.title,
    description: metadata.description,
    url,
    lastUpdatedAt: metadata.lastUpdatedAt ?? undefined,
    language: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    publisher: {name: PUBLISHER.name, logo: absolute(logo)},
    image: image ? imageUrl : undefined,
  });
  const trail: Crumb[] = [
    {name: 'Home', url: absolute(home)},
    ...breadcrumbs.flatMap((item) =>
      item.href ? [{name: item.label, url: absolute(item.href)}] : [],
    ),
    {name: metadata.title, url},
  ];

  return (
    <>
      <Metadata {...props} />
      <Head>
        <script type="application/ld+json">{jsonLdText(article)}</script>
        <script type="application/ld+json">{jsonLdText(breadcrumbList(trail))}</script>
      </Head>
    </>
  );
}

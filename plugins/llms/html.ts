import type {Root} from 'mdast';
import {load} from 'cheerio';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {visit} from 'unist-util-visit';

import {stringifyMarkdown} from './markdown';

/** What a rendered page says about itself, and its main content as Markdown. */
export type HtmlPage = {
  /** The page's `<h1>`, else its `<title>` without the site name. */
  title: string;
  /** The `<meta name="description">`, or an empty string. */
  description: string;
  /** Markdown of the main content below the `<h1>`, ending with a newline. */
  body: string;
};

/**
 * Markdown from a page that has no Markdown source, such as the home page
 * (`src/pages/index.tsx`, a React page): the main content of its built HTML
 * (`.main-wrapper`, without navbar, footer, icons and decorative images),
 * converted by hast-util-to-mdast. Code blocks keep their language and
 * lines; links and images get absolute URLs.
 *
 * @param html the page as the production build wrote it
 * @param siteUrl the site's URL without a trailing slash
 * @param pageUrl the page's absolute URL, for links to its anchors
 */
export function htmlToMarkdown(html: string, siteUrl: string, pageUrl: string): HtmlPage {
  const $ = load(html);
  const title =
    $('h1').first().text().trim() ||
    $('title')
      .text()
      .replace(/\s*\|.*$/, '')
      .trim();
  const description = $('meta[name="description"]').attr('content') ?? '';
  const main = $('.main-wrapper').first();
  main.find('h1').first().remove();
  main
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  main.find('svg, button, script, style, [aria-hidden="true"], img[alt=""]').remove();
  // Highlighted code blocks: one <span class="token-line"> per line.
  main.find('pre').each((_, pre) => {
    const block = $(pre);
    const language = /language-([\w-]+)/.exec(block.attr('class') ?? '')?.[1] ?? '';
    const lines = block.find('.token-line');
    const code = lines.length
      ? lines
          .toArray()
          .map((line) => $(line).text())
          .join('\n')
      : block.text();
    const replacement = $('<pre><code></code></pre>');
    replacement.find('code').text(code.replace(/\n$/, ''));
    if (language) replacement.find('code').addClass(`language-${language}`);
    block.replaceWith(replacement);
  });
  // A row of buttons or links reads as a list.
  main.find('div, p').each((_, div) => {
    const children = $(div).children().toArray();
    if (children.length > 1 && children.every((child) => child.tagName === 'a')) {
      $(div).replaceWith(
        `<ul>${children.map((child) => `<li>${$.html(child)}</li>`).join('')}</ul>`,
      );
    }
  });
  const tree = toMdast(fromHtml(main.html() ?? '', {fragment: true})) as Root;
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image') return;
    const url = node.url;
    if (url.startsWith('#')) node.url = `${pageUrl}${url}`;
    else if (url.startsWith('/') && !url.startsWith('//')) node.url = `${siteUrl}${url}`;
  });
  return {title, description, body: stringifyMarkdown(tree)};
}

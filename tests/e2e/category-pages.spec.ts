import {expect, test, type Page} from '@playwright/test';

/** The generated-index pages of sidebars.ts: a card for each page of the category. */
const INDEXES = ['/toolhive/tutorials', '/toolhive/concepts'];

type Card = {href: string; title: string; description: string};

/** The doc cards on the page: where each leads, its title and the description under it. */
function cardsOn(page: Page): Promise<Card[]> {
  return page
    .getByRole('main')
    .locator('article a.card')
    .evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        title: link.querySelector('h2')?.getAttribute('title') ?? '',
        description: link.querySelector('p')?.textContent ?? '',
      })),
    );
}

/** Collects the console errors and uncaught errors of `page` (a hydration mismatch logs one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const route of INDEXES) {
  test(`${route}: each card shows the description of its page, before and after hydration`, async ({
    page,
    browser,
  }) => {
    // The server HTML, as a reader without JavaScript sees it.
    const plain = await browser.newContext({javaScriptEnabled: false});
    const server = await plain.newPage();
    await server.goto(route);
    const served = await cardsOn(server);
    expect(served.length, 'cards').toBeGreaterThanOrEqual(3);

    const errors = errorsOf(page);
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await cardsOn(page)).toEqual(served);
    for (const {title, description} of served) {
      const card = page.getByRole('main').getByRole('link', {name: title});
      await expect(card.locator('p')).toBeVisible();
      await expect(card.locator('p')).toHaveText(description);
    }
    expect(errors).toEqual([]);

    // Each description is the one the page it leads to gives itself.
    for (const {href, title, description} of served) {
      await server.goto(href);
      const own = await server.locator('meta[name="description"]').getAttribute('content');
      expect(own, href).toMatch(/\w/);
      expect(description, `card "${title}"`).toBe(own);
    }
    await plain.close();
  });
}

test('a generated-index page reached by a link in the page shows its cards with descriptions', async ({
  page,
}) => {
  await page.goto('/toolhive/concepts');
  const expected = await cardsOn(page);
  expect(expected.every((card) => card.description.length > 0)).toBe(true);

  const errors = errorsOf(page);
  await page.goto('/toolhive/faq');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Marks this document, to tell a client-side navigation from a new load.
  await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', {name: 'Concepts', exact: true}).click();
  await expect(page).toHaveURL(/\/toolhive\/concepts$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Concepts');
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
  for (const {title, description} of expected) {
    await expect(page.getByRole('main').getByRole('link', {name: title}).locator('p')).toHaveText(
      description,
    );
  }
  expect(errors).toEqual([]);
});

for (const route of INDEXES) {
  test(`${route} ends like every docs page: edit link, last update, feedback, then previous and next`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const main = page.getByRole('main');
    const edit = main.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/stacklok/docs-website/blob/main/sidebars.ts',
    );
    await expect(main.getByText(/^Last updated on /)).toBeVisible();
    const question = main.getByRole('heading', {name: 'Was this page helpful?'});
    await expect(question).toBeVisible();
    // In reading order: the edit row and the question come before the previous and next links.
    const pagination = main.getByRole('navigation', {name: 'Docs pages'});
    const [editBox, questionBox, paginationBox] = await Promise.all(
      [edit, question, pagination].map((locator) => locator.boundingBox()),
    );
    expect(editBox!.y).toBeLessThan(questionBox!.y);
    expect(questionBox!.y).toBeLessThan(paginationBox!.y);
    await main.getByRole('button', {name: 'Yes'}).click();
    await expect(main.getByRole('status')).toHaveText('Thank you for your feedback.');
    // The page describes itself to search engines as the other docs pages do.
    const types = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
    expect(types).toEqual(['TechArticle', 'BreadcrumbList']);
    expect(errors).toEqual([]);
  });
}

import {expect, test, type BrowserContext, type Page} from '@playwright/test';

/** User agents of a reader on each system (Chromium derives userAgentData from them). */
const AGENTS = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  macos:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
} as const;

const LABELS = {macos: 'macOS', windows: 'Windows', linux: 'Linux'} as const;

type Sample = {hydrated: boolean; lists: string[]};

/**
 * Before any page script, starts recording, on every frame the browser
 * draws, what each tab list of the `os` group shows: `panel/tab`, the value
 * of the panel on screen and of the tab drawn as active (its underline),
 * `-` for none and `+` between several. The page's scripts are held back
 * for a second, so many frames are drawn before hydration.
 */
async function watchTabs(context: BrowserContext): Promise<void> {
  await context.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await context.addInitScript(() => {
    const samples: Sample[] = [];
    (window as unknown as {__tabSamples: Sample[]}).__tabSamples = samples;
    const valueOf = (element: Element) => /os-tabs--os-(\w+)/.exec(element.className)?.[1] ?? '?';
    const shown = (elements: Element[]) =>
      elements
        .filter((element) => element.checkVisibility())
        .map(valueOf)
        .join('+') || '-';
    const frame = () => {
      const lists = [...document.querySelectorAll('.tabs-container')]
        .filter((container) => container.querySelector(':scope > ul > [class*="os-tabs--os-"]'))
        .filter((container) => container.checkVisibility())
        .map((container) => {
          const panels = [...container.querySelectorAll(':scope > div > [role="tabpanel"]')];
          const underlined = [...container.querySelectorAll(':scope > ul > li')].filter(
            (tab) => getComputedStyle(tab).borderBottomColor !== 'rgba(0, 0, 0, 0)',
          );
          return `${shown(panels)}/${underlined.map(valueOf).join('+') || '-'}`;
        });
      if (lists.length > 0) {
        samples.push({
          hydrated: document.documentElement.getAttribute('data-has-hydrated') === 'true',
          lists,
        });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Waits for hydration and a few more frames; returns every frame recorded. */
async function framesUntilSettled(page: Page): Promise<Sample[]> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  return page.evaluate(() => (window as unknown as {__tabSamples: Sample[]}).__tabSamples);
}

/** Asserts that every recorded frame, before and after hydration, showed only `value`. */
function expectOnly(samples: Sample[], value: string, lists: number) {
  expect(
    samples.filter((s) => !s.hydrated).length,
    'frames drawn before hydration',
  ).toBeGreaterThan(3);
  expect(samples.filter((s) => s.hydrated).length, 'frames drawn after hydration').toBeGreaterThan(
    0,
  );
  const wrong = samples.filter(
    (s) => s.lists.length !== lists || s.lists.some((l) => l !== `${value}/${value}`),
  );
  expect(wrong.slice(0, 3)).toEqual([]);
}

for (const os of ['linux', 'windows', 'macos'] as const) {
  test(`a first visit from ${LABELS[os]} shows the ${LABELS[os]} tabs, and no other, from the first frame`, async ({
    browser,
  }) => {
    const context = await browser.newContext({userAgent: AGENTS[os]});
    await watchTabs(context);
    const page = await context.newPage();
    await page.goto('/toolhive/guides-ui/install');
    // The page has two tab lists of the os group.
    expectOnly(await framesUntilSettled(page), os, 2);
    for (const list of await page.getByRole('tablist').all()) {
      await expect(list.getByRole('tab', {selected: true})).toHaveText(LABELS[os]);
    }
    await context.close();
  });
}

test("a reader's own choice persists on reload and follows them to the other install page", async ({
  browser,
}) => {
  const context = await browser.newContext({userAgent: AGENTS.windows});
  const page = await context.newPage();
  await page.goto('/toolhive/guides-ui/install');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const first = page.getByRole('tablist').first();
  await expect(first.getByRole('tab', {selected: true})).toHaveText('Windows');
  await first.getByRole('tab', {name: 'Linux'}).click();
  await expect(page.getByRole('tablist').last().getByRole('tab', {selected: true})).toHaveText(
    'Linux',
  );

  // The theme names the choice in the URL, too; come back without it.
  await expect(page).toHaveURL(/\?os=linux$/);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('linux');
  await watchTabs(context);
  await page.goto('/toolhive/guides-ui/install');
  expectOnly(await framesUntilSettled(page), 'linux', 2);

  // The CLI's install page: its system tabs sit under "Pre-compiled binaries".
  await page.goto('/toolhive/guides-cli/install?installer=binary');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const panel = page.getByRole('tabpanel').filter({hasText: 'Unpack the archive'}).first();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tab', {name: 'Linux', selected: true}).first()).toBeVisible();
  await expect(page.getByText('This example uses the x86_64 build').first()).toBeVisible();
  await expect(page.getByText('This example uses the Apple silicon build')).toBeHidden();
  await context.close();
});

test('?os=windows selects Windows from the first frame, for this page only', async ({browser}) => {
  const context = await browser.newContext({userAgent: AGENTS.macos});
  await watchTabs(context);
  const page = await context.newPage();
  await page.goto('/toolhive/guides-ui/install?os=windows');
  expectOnly(await framesUntilSettled(page), 'windows', 2);
  await expect(page.getByRole('tab', {name: 'Windows', selected: true})).toHaveCount(2);
  // A link chose the tab, not the reader: their system stays their default.
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('macos');
  await context.close();
});

test('the CLI install page starts on the installer for the system: WinGet on Windows', async ({
  browser,
}) => {
  const context = await browser.newContext({userAgent: AGENTS.windows});
  const page = await context.newPage();
  await page.goto('/toolhive/guides-cli/install');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(
    page.getByRole('tab', {name: 'WinGet (Windows)', selected: true}).first(),
  ).toBeVisible();
  await expect(page.getByText('WinGet ships with current versions of Windows')).toBeVisible();
  await context.close();
});

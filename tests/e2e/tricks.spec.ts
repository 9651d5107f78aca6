import {expect, test} from '@playwright/test';

test.describe('tricks that hook into Docusaurus at run time', () => {
  test('links prefetch through the paced wrapper around window.docusaurus', async ({page}) => {
    await page.goto('/toolhive');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const api = await page.evaluate(() => {
      const docusaurus = (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}})
        .docusaurus;
      return {
        trapped: typeof Object.getOwnPropertyDescriptor(window, 'docusaurus')?.get === 'function',
        keys: Object.keys(docusaurus),
        frozen: Object.isFrozen(docusaurus),
        // Docusaurus's own prefetch returns false for the page already loaded;
        // the paced one queues it and returns true (plugins/paced-prefetch/pace.ts).
        queued: docusaurus.prefetch('/toolhive'),
      };
    });
    expect(api, 'plugins/paced-prefetch no longer wraps window.docusaurus.prefetch').toEqual({
      trapped: true,
      keys: ['prefetch', 'preload'],
      frozen: true,
      queued: true,
    });
  });

  test('a page starts with every chunk of its route already requested by its HTML', async ({
    page,
  }) => {
    // Scripts the bundler's runtime adds carry its data-rspack attribute
    // (__webpack_require__.l); the HTML shell's start script adds plain ones.
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as {added: string[]}).added = added;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && node.hasAttribute('data-rspack'))
          added.push(node.src);
        return append.call(this, node) as T;
      };
    });
    for (const path of ['/', '/toolhive', '/toolhive/guides-cli/run-mcp-servers', '/search']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('h1').first()).toBeVisible();
      const added = await page.evaluate(() => (window as unknown as {added: string[]}).added);
      expect(added, `${path}: chunks the runtime had to find and add itself`).toEqual([]);
    }
  });

  test('a docs page prefetches the pages its visible links open, each file once', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/toolhive/guides-cli/run-mcp-servers');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // On a phone the visible links are the breadcrumbs and the first lines'
    // (the closed menu's are not on the page: plugins/mobile-menu).
    await expect
      .poll(() => page.locator('head link[rel="prefetch"]').count(), {timeout: 10_000})
      .toBeGreaterThan(2);
    // The idle slices have finished when the count stops changing.
    let count = -1;
    await expect
      .poll(async () => {
        const previous = count;
        count = await page.locator('head link[rel="prefetch"]').count();
        return count === previous;
      })
      .toBe(true);
    const {prefetched, scripts} = await page.evaluate(() => ({
      prefetched: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]')].map(
        (link) => link.href,
      ),
      scripts: [
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
        // The bundles and route chunks the HTML preloads (plugins/html-shell).
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
          (link) => link.href,
        ),
      ],
    }));
    expect(prefetched.every((href) => /\/assets\/js\/[\w~.-]+\.js$/.test(href))).toBe(true);
    expect(prefetched.length, 'a file prefetched twice').toBe(new Set(prefetched).size);
    expect(
      prefetched.filter((href) => scripts.includes(href)),
      'a file the page had already loaded as a script',
    ).toEqual([]);
  });

  test('a docs page hydrates without ICU and still shows its "Last updated" date', async ({
    page,
  }) => {
    // Every ICU entry point a page could reach, wrapped before the page's scripts run.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {icuCalls: string[]}).icuCalls = calls;
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(Intl)) {
        const original = intl[name];
        if (typeof original !== 'function') continue;
        intl[name] = new Proxy(original, {
          construct: (target, args) => (
            calls.push(`Intl.${name}`),
            Reflect.construct(target as never, args)
          ),
          apply: (target, self, args) => (
            calls.push(`Intl.${name}`),
            Reflect.apply(target as never, self, args)
          ),
        });
      }
      for (const [proto, method] of [
        [String.prototype, 'localeCompare'],
        [String.prototype, 'toLocaleLowerCase'],
        [String.prototype, 'toLocaleUpperCase'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ] as const) {
        const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[
          method
        ]!;
        Object.defineProperty(proto, method, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            calls.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/toolhive/guides-cli/run-mcp-servers');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const date = page.locator('.theme-last-updated time');
    await expect(date).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const iso = await date.getAttribute('datetime');
    expect(await date.textContent()).toBe(
      new Intl.DateTimeFormat('en', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(iso!)),
    );
    // Code blocks (word-wrap observers) and the mobile menu have rendered by now.
    await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls);
    expect(calls, 'plugins/no-icu: something used ICU while the page loaded').toEqual([]);
  });

  test('on a phone the menu is built when the reader reaches for it, and still slides in', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/toolhive/guides-cli/install');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // The menu, with the docs sidebar the theme moves into it on a phone, is
    // not built yet (plugins/mobile-menu).
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toHaveCount(0);

    const button = page.getByRole('button', {name: 'Toggle navigation bar'});
    // What moves in the first frame after the menu appears.
    const sliding = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          new MutationObserver((_, observer) => {
            const menu = document.querySelector('.navbar-sidebar');
            if (!menu) return;
            observer.disconnect();
            requestAnimationFrame(() =>
              resolve(
                menu
                  .getAnimations()
                  .map((animation) => (animation as CSSTransition).transitionProperty)
                  .sort(),
              ),
            );
          }).observe(document.body, {childList: true, subtree: true});
        }),
    );
    await button.click();
    // Built and opened in one frame, it starts from the closed state.
    expect(await sliding).toEqual(['opacity', 'transform', 'visibility']);
    await expect(panel.getByRole('link', {name: 'Explore the registry'})).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    // A tap that lands on the button starts building it before the click.
    await page.goto('/toolhive/faq');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(panel).toHaveCount(0);
    await button.dispatchEvent('pointerdown');
    await expect(panel).toHaveCount(1);
    await expect(panel).toBeHidden();
  });
});

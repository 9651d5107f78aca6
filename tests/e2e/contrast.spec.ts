import {expect, test, type Page} from '@playwright/test';
import {runAxe} from '../support/axe';

/**
 * Text contrast where axe cannot decide. axe computes contrast from CSS
 * colours and reports text over a gradient, an image or overlapping
 * elements as "incomplete" instead of passing or failing it. For each such
 * element on the key pages, in both colour modes, this measures the text
 * colour against the pixels actually rendered behind the text (a screenshot
 * of the text's area with the text made transparent) and requires WCAG AA:
 * 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold), at every pixel.
 */
const KEY_PAGES = [
  '/',
  '/toolhive',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/reference/cli/thv_run',
  '/search?q=secrets',
];

/** One element's text against what is rendered behind it. */
type Measured = {target: string; text: string; ratio: number; required: number};

/** Relative luminance of an sRGB colour (0..255 channels), per WCAG 2.2. */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** WCAG contrast ratio of two luminances. */
function ratio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The selectors of the elements axe left undecided for colour contrast. */
async function undecided(page: Page): Promise<string[]> {
  const results = await runAxe(page, {
    rules: ['color-contrast'],
    resultTypes: ['violations', 'incomplete'],
  });
  return results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.map((node) => node.target.join(' ')));
}

/**
 * Measures one element: its text colour against every pixel of the
 * rendered background under its text, returning the lowest ratio.
 */
async function measure(page: Page, target: string): Promise<Measured | undefined> {
  const element = page.locator(target).first();
  if (!(await element.isVisible())) return undefined;
  // Content far from the window is laid out when it comes into view
  // (plugins/offscreen-content), which can move what is around it: scroll
  // until the element stays where it is over two frames, as a reader's
  // scroll comes to rest.
  await expect
    .poll(async () => {
      await element.scrollIntoViewIfNeeded();
      return element.evaluate(
        (el) =>
          new Promise<boolean>((done) => {
            const before = el.getBoundingClientRect().top;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => done(el.getBoundingClientRect().top === before)),
            );
          }),
      );
    })
    .toBe(true);
  const info = await element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    // The widest of the text's line boxes in the window: the box around all
    // of them would take in other text beside an inline element that wraps.
    const box = Array.from(range.getClientRects())
      .filter((rect) => rect.top >= 0 && rect.bottom <= window.innerHeight)
      .reduce((widest, rect) => (rect.width > widest.width ? rect : widest), new DOMRect());
    const style = getComputedStyle(el);
    el.setAttribute('data-contrast-probe', '');
    return {
      box: {x: box.x, y: box.y, width: box.width, height: box.height},
      color: style.color,
      size: parseFloat(style.fontSize),
      bold: Number(style.fontWeight) >= 700,
      text: (el.textContent ?? '').trim().slice(0, 60),
    };
  });
  if (info.box.width < 1 || info.box.height < 1) return undefined;
  const hide = await page.addStyleTag({
    content:
      '[data-contrast-probe], [data-contrast-probe] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; }',
  });
  const png = await page.screenshot({clip: info.box, animations: 'disabled'});
  await hide.evaluate((node) => (node as Element).remove());
  await element.evaluate((el) => el.removeAttribute('data-contrast-probe'));
  // Decode in the page: Chromium reads PNG without a library.
  const pixels = await page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], {type: 'image/png'}));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data);
  }, Array.from(png));
  const [r, g, b, a = 1] = (info.color.match(/[\d.]+/g) ?? []).map(Number);
  let lowest = Infinity;
  for (let i = 0; i < pixels.length; i += 4) {
    const behind = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    // Semi-transparent text shows the background through it.
    const text = [r!, g!, b!].map((channel, k) => channel * a + behind[k]! * (1 - a));
    lowest = Math.min(lowest, ratio(luminance(text), luminance(behind)));
  }
  const large = info.size >= 24 || (info.size >= 18.66 && info.bold);
  return {target, text: info.text, ratio: lowest, required: large ? 3 : 4.5};
}

for (const mode of ['light', 'dark'] as const) {
  test(`text that axe cannot judge has enough contrast in ${mode} mode`, async ({page}) => {
    test.setTimeout(180_000);
    await page.emulateMedia({colorScheme: mode});
    let measured = 0;
    const failures: string[] = [];
    for (const path of KEY_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      for (const target of await undecided(page)) {
        const result = await measure(page, target);
        if (!result) continue;
        measured += 1;
        if (result.ratio < result.required) {
          failures.push(
            `${path} ${target} "${result.text}": ${result.ratio.toFixed(2)}:1, needs ${result.required}:1`,
          );
        }
      }
    }
    // The home hero's text sits on a gradient, which axe never decides.
    expect(measured, 'elements measured against their pixels').toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
}

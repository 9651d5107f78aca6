import {describe, expect, it} from 'vitest';

import osTabs, {
  OS_TAB_GROUPS,
  osTabsScript,
  preHydrationCss,
  tabStorageKey,
  type SiteStorage,
} from '../../plugins/os-tabs';
import {packageFile} from '../support/packages';

const SITE: SiteStorage = {type: 'localStorage', namespace: ''};

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  unknown: 'Mozilla/5.0 (compatible; SomeBot/1.0)',
};

type Navigator = {userAgentData?: {platform: string}; platform?: string; userAgent: string};

/** Runs the inline script; returns the `<html>` attributes it set and the storage it ends with. */
function run(
  navigator: Navigator,
  {
    stored = {},
    search = '',
    script = osTabsScript(SITE),
    storageType = 'localStorage',
  }: {stored?: Record<string, string>; search?: string; script?: string; storageType?: string} = {},
) {
  const attributes: Record<string, string> = {};
  const storage = {...stored};
  const window = {
    navigator,
    location: {search},
    [storageType]: {
      getItem: (key: string) => storage[key] ?? null,
      setItem: (key: string, value: string) => (storage[key] = value),
    },
  };
  const document = {
    documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)},
  };
  new Function('window', 'document', 'URLSearchParams', script)(window, document, URLSearchParams);
  return {attributes, storage};
}

describe('the os-tabs plugin', () => {
  it("picks the reader's system on a first visit and stores it where the theme reads it", () => {
    expect(run({userAgent: UA.windows})).toEqual({
      attributes: {'data-tab-os': 'windows', 'data-tab-installer': 'winget'},
      storage: {'docusaurus.tab.os': 'windows', 'docusaurus.tab.installer': 'winget'},
    });
    expect(run({userAgent: UA.mac}).attributes).toEqual({
      'data-tab-os': 'macos',
      'data-tab-installer': 'homebrew',
    });
    expect(run({userAgent: UA.linux}).attributes['data-tab-os']).toBe('linux');
    expect(run({userAgent: UA.iphone}).attributes['data-tab-os']).toBe('macos');
    expect(run({userAgent: UA.android}).attributes['data-tab-os']).toBe('linux');
  });

  it('trusts userAgentData.platform, then navigator.platform, before the user agent', () => {
    const linuxUa = {userAgent: UA.linux};
    expect(run({...linuxUa, userAgentData: {platform: 'Windows'}}).attributes['data-tab-os']).toBe(
      'windows',
    );
    expect(run({...linuxUa, platform: 'MacIntel'}).attributes['data-tab-os']).toBe('macos');
    expect(run({userAgent: UA.windows, platform: ''}).attributes['data-tab-os']).toBe('windows');
    expect(
      run({...linuxUa, userAgentData: {platform: 'Chrome OS'}}).attributes['data-tab-os'],
    ).toBe('linux');
    expect(run({userAgent: 'Microsoft Edge', platform: ''}).attributes).toEqual({});
  });

  it("keeps the reader's own choice, and a tab named in the URL wins without being stored", () => {
    const stored = {'docusaurus.tab.os': 'linux', 'docusaurus.tab.installer': 'source'};
    expect(run({userAgent: UA.windows}, {stored})).toEqual({
      attributes: {'data-tab-os': 'linux', 'data-tab-installer': 'source'},
      storage: stored,
    });
    const linked = run({userAgent: UA.mac}, {stored, search: '?os=windows&installer=binary'});
    expect(linked.attributes).toEqual({'data-tab-os': 'windows', 'data-tab-installer': 'binary'});
    expect(linked.storage).toEqual(stored);
    // A first visit through a link: the link's tab shows, the system's is stored.
    expect(run({userAgent: UA.mac}, {search: '?os=linux'})).toEqual({
      attributes: {'data-tab-os': 'linux', 'data-tab-installer': 'homebrew'},
      storage: {'docusaurus.tab.os': 'macos', 'docusaurus.tab.installer': 'homebrew'},
    });
  });

  it('ignores values no tab has, and does nothing for a system it cannot tell', () => {
    expect(run({userAgent: UA.linux}, {search: '?os=beos'}).attributes['data-tab-os']).toBe(
      'linux',
    );
    expect(
      run({userAgent: UA.mac}, {stored: {'docusaurus.tab.os': 'beos'}}).storage[
        'docusaurus.tab.os'
      ],
    ).toBe('macos');
    expect(run({userAgent: UA.unknown})).toEqual({attributes: {}, storage: {}});
  });

  it('uses the storage and key of the site setting, and survives storage that throws', () => {
    const session: SiteStorage = {type: 'sessionStorage', namespace: '-docs'};
    const {storage} = run(
      {userAgent: UA.linux},
      {script: osTabsScript(session), storageType: 'sessionStorage'},
    );
    expect(storage).toEqual({
      'docusaurus.tab.os-docs': 'linux',
      'docusaurus.tab.installer-docs': 'homebrew',
    });
    const throwing = () => {
      throw new Error('SecurityError');
    };
    const window = {
      navigator: {userAgent: UA.linux},
      location: {search: ''},
      localStorage: {getItem: throwing},
    };
    expect(() =>
      new Function('window', 'document', 'URLSearchParams', osTabsScript(SITE))(
        window,
        {documentElement: {setAttribute: throwing}},
        URLSearchParams,
      ),
    ).not.toThrow();
  });

  it("has one script and one style for the whole site, in every page's head", () => {
    const plugin = osTabs({siteStorage: SITE} as Parameters<typeof osTabs>[0]);
    const tags = (plugin.injectHtmlTags!({content: undefined}) as {headTags: object[]}).headTags;
    expect(tags).toEqual([
      {tagName: 'script', innerHTML: osTabsScript(SITE)},
      {tagName: 'style', innerHTML: preHydrationCss()},
    ]);
  });

  it('is plain ASCII text: no escape in the source turned into a control character', () => {
    expect(osTabsScript(SITE)).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('has CSS for every value of every group, only until hydration', () => {
    const css = preHydrationCss();
    for (const [id, group] of Object.entries(OS_TAB_GROUPS)) {
      for (const value of group.values) {
        expect(css).toContain(
          `[data-tab-${id}='${value}'] .tabs-container:has(> div > .os-tabs--${id}-${value})`,
        );
      }
    }
    expect(
      css.split('\n').every((rule) => rule.startsWith("html:not([data-has-hydrated='true'])")),
    ).toBe(true);
  });

  it('every group picks one of its own values for every system', () => {
    for (const group of Object.values(OS_TAB_GROUPS)) {
      for (const value of Object.values(group.pick)) expect(group.values).toContain(value);
    }
  });
});

describe('canary: tab storage (plugins/os-tabs)', () => {
  it('the theme keeps a tab group under docusaurus.tab.<groupId>, plus the namespace', () => {
    const tabs = packageFile('@docusaurus/theme-common', 'lib/utils/tabsUtils.js');
    const storage = packageFile('@docusaurus/theme-common', 'lib/utils/storageUtils.js');
    const message =
      'The theme now stores tab choices elsewhere: update tabStorageKey in plugins/os-tabs/index.ts';
    expect(tabs, message).toContain('return `docusaurus.tab.${groupId}`;');
    expect(storage, message).toContain('return `${storageKey}${SiteStorage.namespace}`;');
    expect(tabStorageKey('os', {type: 'localStorage', namespace: '-x'})).toBe(
      'docusaurus.tab.os-x',
    );
  });

  it('the theme marks a tab list and its panels as the pre-hydration CSS expects', () => {
    const tabs = packageFile('@docusaurus/theme-classic', 'lib/theme/Tabs/index.js');
    const message =
      "The theme's Tabs markup changed: update preHydrationCss in plugins/os-tabs/index.ts";
    expect(tabs, message).toContain("className={clsx('tabs-container', styles.tabList)}");
    expect(tabs, message).toContain('<div className="margin-top--md">');
    expect(tabs, message).toContain("'tabs__item--active': selectedValue === value");
    expect(tabs, message).toContain('attributes?.className');
  });
});

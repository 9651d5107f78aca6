import {describe, expect, it} from 'vitest';

import {pageLinkTarget, type ClickLike} from '../../plugins/static-sections/links';

const HERE = {origin: 'https://docs.example', pathname: '/toolhive/reference/registry', search: ''};

/** A stand-in for an `<a>` in server HTML, with the attributes given. */
function anchor(attributes: Record<string, string>) {
  const href = attributes.href ?? '';
  const a = {
    href: new URL(href, `${HERE.origin}${HERE.pathname}`).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) => (selector === 'a[href]' && 'href' in attributes ? a : null),
  };
  return a;
}

/** A plain left click on `target`, with `changes`. */
function click(target: unknown, changes: Partial<ClickLike> = {}): ClickLike {
  return {
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target: target as EventTarget,
    ...changes,
  };
}

describe('plugins/static-sections: links in server HTML', () => {
  it('opens another page of the site inside the app, with its query and hash', () => {
    expect(
      pageLinkTarget(click(anchor({href: '/toolhive/guides-cli/filesystem-access'})), HERE),
    ).toBe('/toolhive/guides-cli/filesystem-access');
    expect(pageLinkTarget(click(anchor({href: '/toolhive/faq?x=1#top'})), HERE)).toBe(
      '/toolhive/faq?x=1#top',
    );
    // A click on the link's text finds the link around it.
    const link = anchor({href: '/toolhive'});
    expect(pageLinkTarget(click({closest: () => link}), HERE)).toBe('/toolhive');
  });

  it('leaves to the browser what the browser should do', () => {
    const page = anchor({href: '/toolhive/faq'});
    for (const changes of [
      {button: 1},
      {defaultPrevented: true},
      {metaKey: true},
      {ctrlKey: true},
      {shiftKey: true},
      {altKey: true},
    ]) {
      expect(pageLinkTarget(click(page, changes), HERE), JSON.stringify(changes)).toBeNull();
    }
    expect(
      pageLinkTarget(click(anchor({href: '/toolhive/faq', target: '_blank'})), HERE),
    ).toBeNull();
    expect(pageLinkTarget(click(anchor({href: '/toolhive/faq', download: ''})), HERE)).toBeNull();
    expect(
      pageLinkTarget(click(anchor({href: 'https://github.com/stacklok/toolhive'})), HERE),
    ).toBeNull();
    expect(pageLinkTarget(click(anchor({href: '#fetch'})), HERE), 'in-page').toBeNull();
    expect(
      pageLinkTarget(click(anchor({href: '/api-specs/toolhive-api.yaml'})), HERE),
      'a file',
    ).toBeNull();
    expect(pageLinkTarget(click({closest: () => null}), HERE), 'not a link').toBeNull();
    expect(pageLinkTarget(click(null), HERE), 'no target').toBeNull();
  });

  it('follows a link with target _self like any other', () => {
    expect(pageLinkTarget(click(anchor({href: '/toolhive/faq', target: '_self'})), HERE)).toBe(
      '/toolhive/faq',
    );
  });
});

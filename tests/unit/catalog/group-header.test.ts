/** The one carousel header of the home groups, the home page's collections and Recommended items. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GroupHeader from '../../../src/components/catalog/GroupHeader.tsx';

describe('GroupHeader', () => {
  it.each<[string, Parameters<typeof GroupHeader>[0], string]>([
    [
      'a home group: its link named after the heading',
      { id: 'home-group-7', heading: 'New in', link: { href: '/search?l=50&p=1', text: 'View all', label: 'View all New in' } },
      '<header class="home-group__header"><h2 id="home-group-7" class="home-group__heading">New in</h2><a class="home-group__view-all" href="/search?l=50&amp;p=1" aria-label="View all New in">View all</a></header>',
    ],
    [
      "a collection's carousel: the link's text is its name",
      { id: 'home-collection-x', heading: 'Chanel under S$8,000', link: { href: '/ms/collections/x', text: 'Lihat koleksi' } },
      '<header class="home-group__header"><h2 id="home-collection-x" class="home-group__heading">Chanel under S$8,000</h2><a class="home-group__view-all" href="/ms/collections/x">Lihat koleksi</a></header>',
    ],
    [
      'Recommended items before the piece is known: no link',
      { id: 'recommended-heading', heading: 'Recommended items', link: null },
      '<header class="home-group__header"><h2 id="recommended-heading" class="home-group__heading">Recommended items</h2></header>',
    ],
  ])('%s', (_name, props, html) => {
    expect(renderToStaticMarkup(createElement(GroupHeader, props))).toBe(html);
  });
});

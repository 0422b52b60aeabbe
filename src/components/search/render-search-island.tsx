/**
 * The /search island rendered to HTML by React's server renderer, for the edge (issue 12): the same
 * component the browser hydrates, started from the same embedded first page.
 *
 * The edge's type check (functions/tsconfig.json: Workers types, no DOM) sees this module through
 * its declaration, src/server/edge/search-island.d.ts (the '#search-island' import); the line at the
 * bottom holds the two together.
 */
import { renderToString } from 'react-dom/server';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import type { SearchEmbed } from '../../lib/search/search-embed.ts';
import type * as Declared from '../../server/edge/search-island.d.ts';
import SearchResults from './SearchResults.tsx';

/** The island's inner HTML; identifierPrefix is the island's own (Astro's `prefix` attribute), so ids match at hydration. */
export function renderSearchIsland(embed: SearchEmbed, identifierPrefix: string, imageResizing: ImageResizing): string {
  return renderToString(<SearchResults initial={embed} imageResizing={imageResizing} />, { identifierPrefix });
}

export const declared: typeof Declared.renderSearchIsland = renderSearchIsland;

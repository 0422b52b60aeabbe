/**
 * Islands rendered to HTML by React's server renderer, for the edge (issue 12): the same components
 * the browser hydrates, started from the same embedded data (/search's first page, the home groups).
 *
 * The edge's type check (functions/tsconfig.json: Workers types, no DOM) sees this module through
 * its declaration, island-renderers.edge.d.ts (the '#island-renderers' import); the lines
 * at the bottom hold the two together.
 */
import { renderToString } from 'react-dom/server';
import type { HomeEmbed } from '../lib/catalog/home-embed.ts';
import type { ImageResizing } from '../lib/catalog/image-sources.ts';
import type { SearchEmbed } from '../lib/search/search-embed.ts';
import type * as Declared from './island-renderers.edge.d.ts';
import HomeGroups from '../components/catalog/HomeGroups.tsx';
import SearchResults from '../components/search/SearchResults.tsx';

/**
 * An island's inner HTML. identifierPrefix is the island's own (Astro's `prefix` attribute), so ids
 * match at hydration.
 */
export function renderSearchIsland(embed: SearchEmbed, identifierPrefix: string, imageResizing: ImageResizing): string {
  return renderToString(<SearchResults initial={embed} imageResizing={imageResizing} />, { identifierPrefix });
}

export function renderHomeIsland(embed: HomeEmbed, identifierPrefix: string, imageResizing: ImageResizing): string {
  return renderToString(<HomeGroups initial={embed} imageResizing={imageResizing} />, { identifierPrefix });
}

export const declaredSearch: typeof Declared.renderSearchIsland = renderSearchIsland;
export const declaredHome: typeof Declared.renderHomeIsland = renderHomeIsland;

/**
 * /search's first page, before React: the page the edge embedded (src/edge/search-page.ts), read and
 * checked once, the island hydrating from it (the same markup, no request; its settings are the page's
 * GET /startup). Without it (the pre-rendered page: the edge was slow or failed, an offline copy), the
 * first search starts when this module loads, before React hydrates the page, so the request and the
 * hydration overlap; the results hook takes it over when it asks for the same query (takeFirstSearch).
 */
import { searchInventories } from '../../lib/api/catalog.ts';
import type { ProductListResponse } from '../../lib/contract/catalog.ts';
import { routePath } from '../../lib/navigation/links.ts';
import { splitLocalePath } from '../../lib/i18n/locales.ts';
import { headStart } from '../../lib/search/head-start.ts';
import { embedAnswers, readSearchEmbed, SEARCH_DATA_ID, type SearchEmbed } from '../../lib/search/search-embed.ts';
import { parseSearchUrl, toInventoryQuery } from '../../lib/search/search-state.ts';
import { $global } from '../../stores/global.ts';
import { takeFreshOpen } from '../../stores/saved-searches.ts';
import { seedStartup } from '../../stores/startup.ts';

/** The embedded first page in the browser; null at the edge, in the build and when the block is missing or malformed. */
export const EMBEDDED: SearchEmbed | null = typeof document !== 'undefined' ? readSearchEmbed(document.getElementById(SEARCH_DATA_ID)?.textContent) : null;
if (EMBEDDED?.settings) seedStartup(EMBEDDED.settings);

const firstSearch = headStart<ProductListResponse>();

if (typeof window !== 'undefined' && splitLocalePath(routePath(window.location.pathname)).path === '/search') {
  const state = parseSearchUrl(window.location.search);
  const currency = $global.get().currency.code;
  // A saved search opened for its new pieces: the edge's answer is the server's, never the browser's copy.
  const fresh = takeFreshOpen(window.location.pathname + window.location.search);
  if (!embedAnswers(EMBEDDED, state, currency)) {
    const query = toInventoryQuery(state, currency);
    const answer = searchInventories(query, { fresh });
    answer.catch(() => undefined); // its failure is reported by whoever takes it over
    firstSearch.offer(JSON.stringify(query), answer);
  }
}

/** The search started at load for this query (its JSON), once; null when none was or it was for another. */
export function takeFirstSearch(key: string): Promise<ProductListResponse> | null {
  return firstSearch.take(key);
}

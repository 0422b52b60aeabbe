/**
 * The catalog matches of the search box: asked once the typed words have rested for the autocomplete
 * delay (AUTOCOMPLETE_MIN_CHARS or more), in the shopper's currency, the latest lookup's answer only.
 * A failed lookup leaves the recent and popular searches usable. `listText` is what the list is built for.
 */
import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { searchInventories } from '../../lib/api/catalog.ts';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_CHARS, SEARCH_START_PAGE } from '../../lib/config/storefront.ts';
import type { ProductCard } from '../../lib/contract/catalog.ts';
import { latestOnly } from '../../lib/search/latest-only.ts';
import { normalizeSearchText } from '../../lib/search/search-history.ts';
import { PRODUCT_SUGGESTION_LIMIT } from '../../lib/search/suggestions.ts';
import { $global } from '../../stores/global.ts';

export interface ProductSuggestions {
  products: readonly ProductCard[];
  listText: string;
  /** The box's text changed: look it up after the delay, or clear the matches when it is too short. */
  typed: (value: string) => void;
  /** Drop the pending and running lookups (a search was made). */
  stop: () => void;
}

export function useProductSuggestions(): ProductSuggestions {
  const { currency } = useStore($global);
  // What the list is built for: the typed text once the autocomplete delay has passed.
  const [listText, setListText] = useState('');
  const [products, setProducts] = useState<readonly ProductCard[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const requests = useMemo(() => latestOnly(), []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      requests.cancel();
    },
    [requests],
  );

  const fetchProducts = useCallback(
    (typed: string) => {
      void requests
        .run((signal) => searchInventories({ product: typed, currency: currency.code, l: PRODUCT_SUGGESTION_LIMIT, p: SEARCH_START_PAGE }, { signal }))
        .then((result) => {
          if (result.status !== 'latest') return;
          startTransition(() => {
            setProducts(result.value.data);
            setListText(typed);
          });
        })
        .catch((error: unknown) => {
          // Suggestions are a convenience: a failed lookup leaves recent and popular searches usable.
          console.warn('Search suggestions unavailable', error);
          startTransition(() => {
            setProducts([]);
            setListText(typed);
          });
        });
    },
    [requests, currency.code],
  );

  const typed = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    const words = normalizeSearchText(value);
    if (words.length < AUTOCOMPLETE_MIN_CHARS) {
      requests.cancel();
      setProducts([]);
      setListText('');
      return;
    }
    timer.current = setTimeout(() => fetchProducts(words), AUTOCOMPLETE_DELAY_MS);
  };

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    requests.cancel();
  };

  return { products, listText, typed, stop };
}

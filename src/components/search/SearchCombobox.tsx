import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { searchInventories } from '../../lib/api/catalog.ts';
import { productHref } from '../../lib/catalog/product-links.ts';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_CHARS, MEDIA, SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../lib/config/storefront.ts';
import type { ProductCard } from '../../lib/contract/catalog.ts';
import { onUrlChange, updateUrl } from '../../lib/navigation/history.ts';
import { routePath } from '../../lib/navigation/links.ts';
import { latestOnly } from '../../lib/search/latest-only.ts';
import { SEARCH_RESULTS_ISLAND } from '../../lib/search/search-island.ts';
import { wakeIslands } from '../../integrations/interaction/wake.ts';
import { normalizeSearchText } from '../../lib/search/search-history.ts';
import { parseSearchUrl, searchBoxHref } from '../../lib/search/search-state.ts';
import {
  buildSuggestions,
  flattenSuggestions,
  moveActiveIndex,
  PRODUCT_SUGGESTION_LIMIT,
  type SearchSuggestion,
  type SuggestionGroupId,
} from '../../lib/search/suggestions.ts';
import { $isSignedIn } from '../../stores/auth.ts';
import { $global } from '../../stores/global.ts';
import { $searchHistory, EMPTY_SEARCH_HISTORY, loadPopularSearches, saveRecentSearch } from '../../stores/search.ts';
import ProductImage from '../catalog/ProductImage.tsx';
import './search.css';
import { search as searchMessages } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';

const SEARCH_PATH = '/search';

function onSearchRoute(searchPath: string): boolean {
  return routePath(window.location.pathname) === searchPath;
}

/** The box shows the current product query on /search and is empty everywhere else. */
function textFromLocation(searchPath: string): string {
  return onSearchRoute(searchPath) ? parseSearchUrl(window.location.search).product : '';
}

let popularRequested = false;

/** Popular terms are asked for once per page, on first use of the box, and only when signed in. */
function requestPopularOnce(): void {
  if (popularRequested || !$isSignedIn.get()) return;
  popularRequested = true;
  // loadPopularSearches logs the failure and raises 'Fetch products'; the box keeps what it has.
  loadPopularSearches().catch(() => {
    popularRequested = false;
  });
}

/**
 * The global search box (every page): an ARIA 1.2 combobox with a grouped listbox of recent searches,
 * popular searches (signed in) and catalog matches. Without JavaScript it is a plain GET form.
 */
export default function SearchCombobox({
  messages = searchMessages,
  searchPath = SEARCH_PATH,
}: {
  messages?: Section<'search'>;
  /** The page language's /search (/ms/search on Malay pages, issue 26), where the box leads. */
  searchPath?: string;
}) {
  const ids = { input: useId(), listbox: useId() };
  // Recent and popular searches are in the listbox markup: hydrate with the empty history first.
  const history = useStore($searchHistory, { ssr: () => EMPTY_SEARCH_HISTORY });
  const { currency } = useStore($global);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // What the list is built for: the typed text once the autocomplete delay has passed.
  const [listText, setListText] = useState('');
  const [products, setProducts] = useState<readonly ProductCard[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const requests = useMemo(() => latestOnly(), []);

  const groups = useMemo(
    () =>
      buildSuggestions({
        typed: listText,
        recent: Array.isArray(history.recentSearches) ? history.recentSearches : [],
        popular: Array.isArray(history.popularSearches) ? history.popularSearches : [],
        products,
      }),
    [listText, history, products],
  );
  const options = useMemo(() => flattenSuggestions(groups), [groups]);
  const expanded = open && options.length > 0;
  const active = expanded ? options[activeIndex] : undefined;
  const optionId = (option: SearchSuggestion) => `${ids.listbox}-${option.key}`;

  // On /search the box follows the URL (back/forward, filters); elsewhere it starts empty.
  useEffect(() => {
    const sync = () => {
      setText(textFromLocation(searchPath));
      setOpen(false);
    };
    // The box wakes on its first focus (client:interaction): a shopper who focused it, or typed,
    // before it woke gets what focus and typing give once awake (the list, suggestions for the words).
    const typedEarly = inputRef.current?.value ?? '';
    if (document.activeElement === inputRef.current) {
      requestPopularOnce();
      setOpen(true);
      if (typedEarly && typedEarly !== textFromLocation(searchPath)) onTextChange(typedEarly);
      else setText(typedEarly);
    } else sync();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) sync();
    };
    window.addEventListener('pageshow', onPageShow);
    const unsubscribe = onUrlChange(sync);
    return () => {
      unsubscribe();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

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

  const onTextChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActiveIndex(-1);
    if (timer.current) clearTimeout(timer.current);
    const typed = normalizeSearchText(value);
    if (typed.length < AUTOCOMPLETE_MIN_CHARS) {
      requests.cancel();
      setProducts([]);
      setListText('');
      return;
    }
    timer.current = setTimeout(() => fetchProducts(typed), AUTOCOMPLETE_DELAY_MS);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  /** Enter: non-empty text is saved to recent searches; then /search with product (if any), l=50, p=1. */
  const search = (value: string) => {
    const typed = normalizeSearchText(value);
    if (typed) saveRecentSearch(typed);
    if (timer.current) clearTimeout(timer.current);
    requests.cancel();
    close();
    setText(typed);
    // searchBoxHref is an English address: the same query on this language's page.
    const href = `${searchPath}${searchBoxHref(typed).slice(SEARCH_PATH.length)}`;
    if (onSearchRoute(searchPath)) {
      // The results island may still be the edge's HTML: it wakes and reads the new address.
      wakeIslands(SEARCH_RESULTS_ISLAND);
      updateUrl(href, 'push');
      // Phones: put the keyboard away so the results show.
      if (window.matchMedia(MEDIA.mobile).matches) inputRef.current?.blur();
    } else {
      window.location.assign(href);
    }
  };

  const choose = (option: SearchSuggestion) => {
    if (option.product) {
      close();
      window.location.assign(productHref(option.product));
      return;
    }
    search(option.term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        requestPopularOnce();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        setActiveIndex((current) => moveActiveIndex(current, options.length, event.key === 'ArrowDown' ? 'down' : 'up'));
        return;
      }
      case 'Enter': {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (active) choose(active);
        else search(text);
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          onTextChange('');
        }
        return;
      }
      case 'Tab':
        close();
        return;
      default:
    }
  };

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (!active) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <form
      className="searchbox"
      action={searchPath}
      method="get"
      role="search"
      // Before hydration the form submits natively; the layout's capture script records the search.
      data-early-search=""
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label className="visually-hidden" htmlFor={ids.input}>
        {messages.label}
      </label>
      <svg className="searchbox__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={ids.input}
        className="searchbox__input"
        type="search"
        name="product"
        value={text}
        placeholder={messages.placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.listbox}
        aria-activedescendant={active ? optionId(active) : undefined}
        onChange={(event) => onTextChange(event.target.value)}
        onFocus={() => {
          requestPopularOnce();
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <input type="hidden" name="l" value={SEARCH_PAGE_SIZE} />
      <input type="hidden" name="p" value={SEARCH_START_PAGE} />
      <div className="searchbox__popup" hidden={!expanded}>
        <div id={ids.listbox} role="listbox" aria-label={messages.suggestions} className="searchbox__listbox">
          {groups.map((group) => {
            const labelId = `${ids.listbox}-${group.id}`;
            return (
              <ul key={group.id} role="group" aria-labelledby={labelId} className={`searchbox__group searchbox__group--${group.id}`}>
                <li role="presentation" id={labelId} className="searchbox__group-label">
                  {groupLabel(group.id, messages)}
                </li>
                {group.options.map((option) => {
                  const selected = option === active;
                  return (
                    <li
                      key={option.key}
                      id={optionId(option)}
                      role="option"
                      aria-selected={selected}
                      className={`searchbox__option${selected ? ' is-active' : ''}`}
                      // Keep focus in the box so the click lands as a choice, not a blur.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                    >
                      {option.product ? (
                        <>
                          <ProductImage className="searchbox__thumb" src={option.product.thumbnail} alt="" width={40} height={40} />
                          <span className="searchbox__product">
                            <span className="searchbox__product-brand">{option.product.brand}</span>{' '}
                            <span className="searchbox__product-model">{option.product.model}</span>
                          </span>
                        </>
                      ) : (
                        <>
                          <svg className="searchbox__option-icon" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                            {option.group === 'recent' ? (
                              <path
                                d="M12 7v5l3 2M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5"
                                fill="none"
                                stroke="currentColor"
                                strokeWidth="1.6"
                                strokeLinecap="round"
                                strokeLinejoin="round"
                              />
                            ) : (
                              <path
                                d="M3 17l6-6 4 4 8-8M15 7h6v6"
                                fill="none"
                                stroke="currentColor"
                                strokeWidth="1.6"
                                strokeLinecap="round"
                                strokeLinejoin="round"
                              />
                            )}
                          </svg>
                          <span>{option.label}</span>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            );
          })}
        </div>
      </div>
    </form>
  );
}

/** A suggestion group's heading in the box's language ('RECENT SEARCHES' in English). */
function groupLabel(id: SuggestionGroupId, words: Section<'search'>): string {
  const labels: Record<SuggestionGroupId, string> = { recent: words.recentSearches, popular: words.popularSearches, products: words.products };
  return labels[id];
}

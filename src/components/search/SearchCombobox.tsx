import { useStore } from '@nanostores/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { productHref } from '../../lib/catalog/product-links.ts';
import { MEDIA, SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../lib/config/storefront.ts';
import { updateUrl } from '../../lib/navigation/history.ts';
import { routePath } from '../../lib/navigation/links.ts';
import { SEARCH_RESULTS_ISLAND } from '../../lib/search/search-island.ts';
import { wakeIslands } from '../../early/interaction/wake.ts';
import { normalizeSearchText } from '../../lib/search/search-history.ts';
import { boxKeyAction, boxSearchHref, SEARCH_PATH } from '../../lib/search/search-box.ts';
import { buildSuggestions, flattenSuggestions, moveActiveIndex, type SearchSuggestion } from '../../lib/search/suggestions.ts';
import { $searchHistory, EMPTY_SEARCH_HISTORY, saveRecentSearch } from '../../stores/search.ts';
import './search.css';
import { search as searchMessages } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { requestPopularOnce } from './popular-searches.ts';
import { SuggestionList } from './SuggestionList.tsx';
import { useActiveOptionInView, useBoxFollowsLocation } from './use-box-follows-location.ts';
import { useProductSuggestions } from './use-product-suggestions.ts';

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
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = useProductSuggestions();
  const { products, listText } = suggestions;

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

  const onTextChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActiveIndex(-1);
    suggestions.typed(value);
  };

  useBoxFollowsLocation(inputRef, searchPath, {
    show: (location) => {
      setText(location);
      setOpen(false);
    },
    open: () => setOpen(true),
    typedEarly: onTextChange,
    keep: setText,
  });

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  /** Enter: non-empty text is saved to recent searches; then /search with product (if any), l=50, p=1. */
  const search = (value: string) => {
    const typed = normalizeSearchText(value);
    if (typed) saveRecentSearch(typed);
    suggestions.stop();
    close();
    setText(typed);
    const href = boxSearchHref(searchPath, typed);
    if (routePath(window.location.pathname) === searchPath) {
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
    const { action, prevent, askPopular } = boxKeyAction({
      key: event.key,
      expanded,
      composing: event.nativeEvent.isComposing,
      hasActive: active !== undefined,
      hasText: text !== '',
      optionCount: options.length,
    });
    if (prevent) event.preventDefault();
    if (askPopular) requestPopularOnce();
    switch (action.kind) {
      case 'open':
        setOpen(true);
        setActiveIndex(action.index);
        return;
      case 'move':
        setActiveIndex((current) => moveActiveIndex(current, options.length, action.direction));
        return;
      case 'choose':
        if (active) choose(active);
        return;
      case 'search':
        search(text);
        return;
      case 'close':
        close();
        return;
      case 'clear':
        onTextChange('');
        return;
      case 'none':
        return;
    }
  };

  useActiveOptionInView(active, optionId);

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
        <SuggestionList id={ids.listbox} groups={groups} active={active} optionId={optionId} choose={choose} messages={messages} />
      </div>
    </form>
  );
}

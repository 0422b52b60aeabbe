import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { getProductsByIds } from '../../lib/api/catalog.ts';
import { httpStatus } from '../../lib/api/http.ts';
import { listFavourites } from '../../lib/api/favourites.ts';
import { priceSymbol } from '../../lib/catalog/price-symbol.ts';
import { IMAGE_SIZES } from '../../lib/catalog/image-sources.ts';
import type { ProductCard as ProductCardData } from '../../lib/contract/catalog.ts';
import { FAVOURITES_DEFAULT_PAGE_SIZE, type Favourite, type FavouriteSort, type GuestFavourite } from '../../lib/contract/favourites.ts';
import { favouriteBadges, guestFavouriteView, readFavouriteSort, sortFavourites } from '../../lib/favourites/favourites.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { pageFromQuery } from '../../lib/pagination/pagination.ts';
import { $auth } from '../../stores/auth.ts';
import { $favouritesBackend, $favouritesMerges, $favouritesRecord } from '../../stores/favourites.ts';
import { $global } from '../../stores/global.ts';
import { countWord } from '../../lib/account-area/status-words.ts';
import { langTag, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { favourites as englishWords } from '../../lib/i18n/messages/en-account.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import ProductCard from '../catalog/ProductCard.tsx';
import { CardLocale } from '../catalog/locale-context.ts';
import Pager from '../ui/Pager.tsx';
import SortSelect from '../ui/SortSelect.tsx';
import { type IslandWords, useLocale, useWords, WordsProvider } from '../ui/words.tsx';
import '../catalog/catalog.css';
import './favourites.css';

type Words = Section<'favourites'>;

function sortsOf(words: Words): { id: FavouriteSort; label: string }[] {
  return [
    { id: 'newest', label: words.sortNewest },
    { id: 'price_asc', label: words.sortPriceAsc },
    { id: 'price_desc', label: words.sortPriceDesc },
  ];
}

/** Ids per GET /v2/inventories?ids= call (the call's own limit). */
const IDS_PER_CALL = 12;

/**
 * 'pending': not read yet, as the page is built. The island sleeps on it (client:interaction) unless
 * the page has favourites to show, so a first visit loads no framework: the markup carries both the
 * loading and the empty state, and CSS shows the one the inline hints predict (favourites.css).
 */
type View = { status: 'pending' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Favourite[]; total: number; now: number };

function addressState(): { sort: FavouriteSort; page: number } {
  const params = new URLSearchParams(window.location.search);
  return { sort: readFavouriteSort(params.get('sort')), page: pageFromQuery(params.get('p')) };
}

function hrefOf(sort: FavouriteSort, page: number, locale: Locale): string {
  const params = new URLSearchParams();
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('p', String(page));
  const query = params.toString();
  return `${localizePath('/favourites', locale)}${query ? `?${query}` : ''}`;
}

async function cardsByIds(ids: readonly number[], currency: string): Promise<Map<number, ProductCardData>> {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) chunks.push(ids.slice(start, start + IDS_PER_CALL));
  const answers = await Promise.all(chunks.map((chunk) => getProductsByIds(chunk, currency)));
  return new Map(answers.flat().map((card) => [card.id, card]));
}

/** A guest's (or a local-only shopper's) favourites, as the account call would answer them. */
async function localFavourites(list: readonly GuestFavourite[], currency: string, sort: FavouriteSort, now: number): Promise<Favourite[]> {
  const shown = await cardsByIds(
    list.map((item) => item.id),
    currency,
  );
  const otherCurrencies = [...new Set(list.filter((item) => item.currency !== currency).map((item) => item.currency))];
  const inSaved = new Map<string, Map<number, ProductCardData>>();
  for (const code of otherCurrencies) {
    inSaved.set(
      code,
      await cardsByIds(
        list.filter((item) => item.currency === code).map((item) => item.id),
        code,
      ),
    );
  }
  const items = list.flatMap((item) => {
    const card = shown.get(item.id);
    return card ? [guestFavouriteView(item, card, inSaved.get(item.currency)?.get(item.id) ?? null, now)] : [];
  });
  return sortFavourites(items, sort, now);
}

function FavouriteCard({ favourite, now, eager }: { favourite: Favourite; now: number; eager: boolean }) {
  const words = useWords('favourites', englishWords);
  const badges = favouriteBadges(favourite.product, favourite.saved_price, now);
  const symbol = priceSymbol(favourite.product.currency, $global.get().currency);
  const dropped = badges.priceDropped || favourite.price_dropped;
  return (
    <ProductCard product={favourite.product} now={now} eager={eager} imageSizes={IMAGE_SIZES.grid} headingLevel="h2">
      {dropped && !badges.sold && (
        <p className="favourite-note favourite-note--dropped">
          <span className="favourite-note__label">{words.priceDropped}</span>{' '}
          <s className="favourite-note__was">
            <span className="visually-hidden">{words.savedAt} </span>
            {formatPrice(favourite.saved_price, symbol)}
          </s>
        </p>
      )}
    </ProductCard>
  );
}

/**
 * /favourites (issue 14), for guests too: the saved pieces with what changed since ('Sold', 'Price
 * dropped' with the saved price struck through, 'Deal'), sorted by date saved or price; an empty
 * state that leads back to the collection. A signed-in shopper's come from the account, a guest's
 * from this browser. On a page in another language (issue 26) its sections (its own, the cards' and
 * the pager's) and the locale come as props, provided to its parts; an English page's island carries English only.
 */
export default function FavouritesPage({ locale, words }: { locale?: Locale; words?: Pick<IslandWords, 'favourites' | 'productCard' | 'pager'> }) {
  return (
    <WordsProvider words={words} locale={locale}>
      <Favourites />
    </WordsProvider>
  );
}

function Favourites() {
  const words = useWords('favourites', englishWords);
  const locale = useLocale();
  // The stores as stored, in hydration too: the pending view's markup reads neither, and the first
  // read must already know the shopper and the currency (no empty list shown to a signed-in shopper).
  const auth = useStore($auth);
  const backend = useStore($favouritesBackend);
  const { currency } = useStore($global);
  const merges = useStore($favouritesMerges);
  const [address, setAddress] = useState(() => (typeof window === 'undefined' ? { sort: 'newest' as FavouriteSort, page: 1 } : addressState()));
  const [view, setView] = useState<View>({ status: 'pending' });
  const request = useRef(0);
  const signedIn = Boolean(auth.authenticator?.id);
  const fromAccount = signedIn && backend !== 'local';

  useEffect(() => {
    const onPop = () => setAddress(addressState());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const ticket = ++request.current;
    const now = Date.now();
    const done = (next: View) => {
      if (ticket === request.current) setView(next);
    };
    if (fromAccount) {
      listFavourites({ l: FAVOURITES_DEFAULT_PAGE_SIZE, p: address.page, currency: currency.code, sort: address.sort })
        .then((page) => done({ status: 'ready', items: page.data, total: page.total_count, now }))
        .catch((error: unknown) => {
          // A backend without favourites: they stay in this browser, with no error (the store turns local).
          if (httpStatus(error) === 404) $favouritesBackend.set('local');
          else {
            console.error('Cannot load favourites', error);
            done({ status: 'error' });
          }
        });
      return;
    }
    const list = $favouritesRecord.get().guest;
    if (!list.length) {
      done({ status: 'ready', items: [], total: 0, now });
      return;
    }
    localFavourites(list, currency.code, address.sort, now)
      .then((items) => done({ status: 'ready', items, total: items.length, now }))
      .catch((error: unknown) => {
        console.error('Cannot load favourites', error);
        done({ status: 'error' });
      });
    // The list is read when the page opens, the sort, page or currency changes, or a merge lands; not
    // on every heart: an emptied heart keeps its card until the next visit, one tap to undo a slip.
  }, [fromAccount, address, currency.code, merges]);

  const navigate = (next: { sort: FavouriteSort; page: number }) => {
    window.history.pushState(null, '', hrefOf(next.sort, next.page, locale));
    setAddress(next);
    window.scrollTo({ top: 0 });
  };

  const ready = view.status === 'ready' ? view : null;
  const pending = view.status === 'pending';
  const noneCount = countWord(0, words.pieceOne, words.pieceMany, langTag(locale));
  const count = ready ? countWord(ready.total, words.pieceOne, words.pieceMany, langTag(locale)) : '\u00a0';
  const empty = (
    <div className="favourites__empty">
      <svg className="favourites__empty-icon" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.6 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 4.3 2.5h1.6c.7-1.3 2.2-2.5 4.3-2.5 3.5 0 5.3 3.5 4.2 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
      <h2 className="favourites__empty-title">{words.emptyTitle}</h2>
      <p>{words.emptyText}</p>
      <a className="btn" href={`${localizePath('/search', locale)}?l=50&p=1`}>
        {words.browse}
      </a>
    </div>
  );
  const spinner = (
    <div className="favourites__state" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{words.loading}</span>
    </div>
  );
  const [hintBefore = '', hintAfter = ''] = words.hint.split('{link}');

  return (
    <div className={pending ? 'favourites favourites--pending' : 'favourites'} aria-busy={view.status === 'loading'}>
      <div className="favourites__toolbar">
        <p className="favourites__count" aria-live="polite">
          {pending ? <span className="favourites__if-none">{noneCount}</span> : count}
        </p>
        {ready && ready.total > 1 && (
          <SortSelect
            className="favourites__sort"
            value={address.sort}
            options={sortsOf(words)}
            onChange={(sort) => navigate({ sort, page: 1 })}
            label={words.sortBy}
          />
        )}
      </div>
      {!signedIn && ready && ready.total > 0 && (
        <p className="favourites__hint">
          {hintBefore}
          <a href={`${localizePath('/favourites', locale)}?login=1`}>{words.logIn}</a>
          {hintAfter}
        </p>
      )}
      {pending && (
        <>
          <div className="favourites__if-some">{spinner}</div>
          <div className="favourites__if-none">{empty}</div>
        </>
      )}
      {view.status === 'loading' && spinner}
      {view.status === 'error' && (
        <div className="favourites__state" role="alert">
          <p>{words.failure}</p>
        </div>
      )}
      {ready && ready.total === 0 && empty}
      {ready && ready.items.length > 0 && (
        <CardLocale.Provider value={locale}>
          <ul className="product-grid favourites__grid" aria-label={words.list}>
            {ready.items.map((favourite, index) => (
              <li key={favourite.product.id} className="product-grid__item">
                <FavouriteCard favourite={favourite} now={ready.now} eager={index < 4} />
              </li>
            ))}
          </ul>
        </CardLocale.Provider>
      )}
      {ready && fromAccount && ready.total > FAVOURITES_DEFAULT_PAGE_SIZE && (
        <Pager
          page={address.page}
          total={ready.total}
          pageSize={FAVOURITES_DEFAULT_PAGE_SIZE}
          hrefOf={(page) => hrefOf(address.sort, page, locale)}
          onNavigate={(page) => navigate({ sort: address.sort, page })}
          label={words.pager}
          className="favourites-pager"
        />
      )}
    </div>
  );
}

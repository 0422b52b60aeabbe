import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import { COLLECTION_DATA_ID, type CollectionEmbed, collectionPageHref, readCollectionEmbed } from '../../lib/collections/collection-embed.ts';
import { readShopperPrefs } from '../../lib/config/shopper-prefs-cookie.ts';
import type { InventorySort } from '../../lib/contract/catalog.ts';
import { format } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { collections as englishWords } from '../../lib/i18n/messages/en-collections.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import type { CollectionSections } from '../../lib/collections/collection-words.ts';
import { $global } from '../../stores/global.ts';
import ProductGrid from '../catalog/ProductGrid.tsx';
import { CardLocale } from '../catalog/locale-context.ts';
import Pager from '../ui/Pager.tsx';
import { useWords, WordsProvider } from '../ui/words.tsx';
import './collections.css';

export interface CollectionGridProps {
  /** The page's sections on a page in another language (collectionIslandWords); English without. */
  words?: CollectionSections;
  locale?: Locale;
  initial?: CollectionEmbed;
  imageResizing?: ImageResizing;
}

/** What the edge rendered into the page (src/edge/collection-page.ts), read once in the browser. */
const EMBEDDED: CollectionEmbed | null = typeof document !== 'undefined' ? readCollectionEmbed(document.getElementById(COLLECTION_DATA_ID)?.textContent) : null;

const SORT_WORD: Record<InventorySort, keyof Section<'collections'>> = {
  newest: 'sortNewest',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  relevance: 'sortRelevance',
};

/**
 * A collection's pieces: count, orders, the grid (cards, hearts, prices in the shopper's currency) and
 * the pager, or the kind note with searches close to it when too few pieces fit. Rendered at the
 * edge from `initial`; in the browser it wakes for the hearts and, when the shopper chooses another
 * currency, asks the edge for the page again (it is priced by the shopper_prefs cookie).
 */
export default function CollectionGrid({ words, ...props }: CollectionGridProps) {
  return (
    <WordsProvider words={words}>
      <CollectionResults {...props} />
    </WordsProvider>
  );
}

function CollectionResults({ locale = 'en', initial, imageResizing }: Omit<CollectionGridProps, 'words'>) {
  const words = useWords('collections', englishWords);
  const embed = initial ?? EMBEDDED;
  const { currency } = useStore($global);

  useEffect(() => {
    if (!embed || currency.code === embed.currency.code) return;
    // Reload only once the cookie says the new currency, so the edge prices the page in it.
    if (readShopperPrefs(document.cookie).currency.code === currency.code) location.reload();
  }, [embed, currency.code]);

  if (!embed) return null;
  const hrefOf = (sort: InventorySort, page: number) => collectionPageHref(embed, sort, page);
  return (
    <CardLocale.Provider value={locale}>
      <div className="collection-results">
        {embed.nearest && (
          <section className="collection-few" aria-labelledby="collection-few-heading">
            <h2 id="collection-few-heading" className="collection-few__title">
              {words.fewTitle}
            </h2>
            <p>{embed.items.length ? words.fewText : words.noneText}</p>
            <ul className="collection-few__links">
              {embed.nearest.map((search) => (
                <li key={search.href}>
                  <a className="btn btn--ghost" href={search.href}>
                    {search.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {embed.items.length > 0 && (
          <>
            <div className="collection-toolbar">
              <p className="collection-toolbar__count">{embed.total === 1 ? words.pieceCountOne : format(words.pieceCount, { count: embed.total })}</p>
              {!embed.nearest && embed.sortOptions.length > 1 && (
                <nav className="collection-sort" aria-label={words.sortBy}>
                  <span className="collection-sort__label" aria-hidden="true">
                    {words.sortBy}
                  </span>
                  <ul>
                    {embed.sortOptions.map((sort) => (
                      <li key={sort}>
                        <a
                          className={sort === embed.sort ? 'collection-sort__option is-current' : 'collection-sort__option'}
                          href={hrefOf(sort, 1)}
                          aria-current={sort === embed.sort ? 'true' : undefined}
                        >
                          {words[SORT_WORD[sort]]}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </div>
            {embed.nearest && <h3 className="collection-few__shown">{words.fewShown}</h3>}
            <ProductGrid
              products={embed.items}
              behindHero
              label={format(words.gridLabel, { title: embed.title })}
              now={embed.renderedAt}
              currency={embed.currency}
              {...(imageResizing !== undefined ? { imageResizing } : {})}
            />
            <Pager
              page={embed.page}
              total={embed.pagedTotal}
              pageSize={embed.pageSize}
              hrefOf={(page) => hrefOf(embed.sort, page)}
              onNavigate={(page) => location.assign(hrefOf(embed.sort, page))}
              label={format(words.pagerLabel, { title: embed.title })}
              className="collection-pager"
            />
          </>
        )}
      </div>
    </CardLocale.Provider>
  );
}

import { useStore } from '@nanostores/react';
import { type ReactNode, useContext } from 'react';
import { cardPrice } from '../../lib/catalog/deal.ts';
import { isSold } from '../../lib/catalog/product-banner.ts';
import { showsMinimumOffer } from '../../lib/catalog/product-fields.ts';
import { productHref } from '../../lib/catalog/product-links.ts';
import { priceSymbol } from '../../lib/catalog/price-symbol.ts';
import type { ProductCard as ProductCardData } from '../../lib/contract/catalog.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { $global } from '../../stores/global.ts';
import HeartButton from '../favourites/HeartButton.tsx';
import { heartWordsOf } from '../../lib/favourites/favourites.ts';
import { IMAGE_SIZES } from '../../lib/catalog/image-sources.ts';
import ProductImage from './ProductImage.tsx';
import { CardLocale, cardHref } from './locale-context.ts';
import './catalog.css';
import { productCard } from '../../lib/i18n/messages/en.ts';
import { useWords } from '../ui/words.tsx';

interface Props {
  product: ProductCardData;
  /** Cards in the first visible row load their image eagerly; the rest lazily. */
  eager?: boolean;
  /** The page's first card: its image loads at once with high priority. */
  priority?: boolean;
  /** A hero above the list is the page's largest paint: the image keeps low priority (ProductImage). */
  behindHero?: boolean;
  /** The width the image takes at each breakpoint: a carousel slide's by default, a grid cell's in grids. */
  imageSizes?: string;
  /** Clock for the deal rule; the time of render by default. */
  now?: number;
  /** Heading level of the model name inside the list it sits in. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra lines under the price (the /favourites page's 'Price dropped'). */
  children?: ReactNode;
  /**
   * The currency the list was asked in; the shopper's chosen one by default. A list rendered at the
   * edge passes the one it was rendered in, so hydration in the browser prints the same symbol.
   */
  currency?: Pick<CurrencyOption, 'code' | 'symbol'>;
  /** Image resizing (ProductImage); the build's setting by default. */
  imageResizing?: ImageResizing;
}

/**
 * A product card (spec section 4): brand, model, price (deal in effect → selling price struck through
 * and deal price), minimum offer when allowed, sold state, first image; links to /product-{id}/{slug}.
 * The heart (issue 14) sits beside the link, over the image: a button is never inside a link.
 * Its words are the island's `productCard` section (useWords: the page's language, English on an English page).
 */
export default function ProductCard({
  product,
  eager = false,
  priority = false,
  behindHero = false,
  imageSizes = IMAGE_SIZES.card,
  now = Date.now(),
  headingLevel = 'h3',
  children,
  currency,
  imageResizing,
}: Props) {
  const words = useWords('productCard', productCard);
  const chosen = useStore($global).currency;
  const locale = useContext(CardLocale);
  const symbol = priceSymbol(product.currency, currency ?? chosen);
  const sold = isSold(product);
  const price = cardPrice(product, now);
  const minimumOffer = !sold && showsMinimumOffer(product, now) ? product.min_offer_price_with_fee : null;
  const image = product.assets[0];
  const Heading = headingLevel;

  return (
    <article className={`product-card${sold ? ' product-card--sold' : ''}`} aria-label={`${product.brand} ${product.model}`}>
      <a className="product-card__link" href={cardHref(productHref(product), locale)}>
        <div className="product-card__media">
          <ProductImage
            className="product-card__image"
            src={image?.normal_thumbnail_url}
            alt={`${product.brand} ${product.model}`}
            width={600}
            height={600}
            eager={eager}
            priority={priority}
            behindHero={behindHero}
            sizes={imageSizes}
            {...(imageResizing !== undefined ? { resizing: imageResizing } : {})}
          />
          {sold ? (
            <span className="product-card__badge product-card__badge--sold">{words.sold}</span>
          ) : price.struckPrice !== null ? (
            <span className="product-card__badge product-card__badge--deal">{words.deal}</span>
          ) : null}
        </div>
        <div className="product-card__body">
          <p className="product-card__brand">{product.brand}</p>
          <Heading className="product-card__model">{product.model}</Heading>
          {sold && product.sold_price !== null ? (
            <p className="product-card__price">
              <span className="product-card__sold-label">{words.soldAt}</span> {formatPrice(product.sold_price, symbol)}
            </p>
          ) : (
            <p className="product-card__price">
              {price.struckPrice !== null && (
                <>
                  <s className="product-card__was">
                    <span className="visually-hidden">{`${words.was} `}</span>
                    {formatPrice(price.struckPrice, symbol)}
                  </s>{' '}
                </>
              )}
              <span className={price.struckPrice !== null ? 'product-card__now product-card__now--deal' : 'product-card__now'}>
                {price.struckPrice !== null && <span className="visually-hidden">{`${words.now} `}</span>}
                {formatPrice(price.price, symbol)}
              </span>
            </p>
          )}
          {minimumOffer !== null && (
            <p className="product-card__offer">
              {words.minOffer} <span>{formatPrice(minimumOffer, symbol)}</span>
            </p>
          )}
          {children}
        </div>
      </a>
      <HeartButton product={product} now={now} className="product-card__heart" words={heartWordsOf(words)} />
    </article>
  );
}

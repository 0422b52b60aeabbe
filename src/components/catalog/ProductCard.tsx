import { useStore } from '@nanostores/react';
import { cardPrice } from '../../lib/catalog/deal.ts';
import { isSold } from '../../lib/catalog/product-banner.ts';
import { showsMinimumOffer } from '../../lib/catalog/product-fields.ts';
import { productHref } from '../../lib/catalog/product-links.ts';
import { priceSymbol } from '../../lib/catalog/price-symbol.ts';
import type { ProductCard as ProductCardData } from '../../lib/contract/catalog.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { $global } from '../../stores/global.ts';
import ProductImage from './ProductImage.tsx';
import './catalog.css';

interface Props {
  product: ProductCardData;
  /** Cards in the first visible row load their image eagerly; the rest lazily. */
  eager?: boolean;
  /** Clock for the deal rule; the time of render by default. */
  now?: number;
  /** Heading level of the model name inside the list it sits in. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A product card (spec section 4): brand, model, price (deal in effect → selling price struck through
 * and deal price), minimum offer when allowed, sold state, first image; links to /product-{id}/{slug}.
 */
export default function ProductCard({ product, eager = false, now = Date.now(), headingLevel = 'h3' }: Props) {
  const { currency } = useStore($global);
  const symbol = priceSymbol(product.currency, currency);
  const sold = isSold(product);
  const price = cardPrice(product, now);
  const minimumOffer = !sold && showsMinimumOffer(product, now) ? product.min_offer_price_with_fee : null;
  const image = product.assets[0];
  const Heading = headingLevel;

  return (
    <article className={`product-card${sold ? ' product-card--sold' : ''}`} aria-label={`${product.brand} ${product.model}`}>
      <a className="product-card__link" href={productHref(product)}>
        <div className="product-card__media">
          <ProductImage
            className="product-card__image"
            src={image?.normal_thumbnail_url}
            alt={`${product.brand} ${product.model}`}
            width={600}
            height={600}
            eager={eager}
            sizes="(min-width: 1200px) 240px, (min-width: 768px) 30vw, 70vw"
          />
          {sold ? (
            <span className="product-card__badge product-card__badge--sold">Sold</span>
          ) : price.struckPrice !== null ? (
            <span className="product-card__badge product-card__badge--deal">Deal</span>
          ) : null}
        </div>
        <div className="product-card__body">
          <p className="product-card__brand">{product.brand}</p>
          <Heading className="product-card__model">{product.model}</Heading>
          {sold && product.sold_price !== null ? (
            <p className="product-card__price">
              <span className="product-card__sold-label">Sold at</span> {formatPrice(product.sold_price, symbol)}
            </p>
          ) : (
            <p className="product-card__price">
              {price.struckPrice !== null && (
                <>
                  <s className="product-card__was">
                    <span className="visually-hidden">Was </span>
                    {formatPrice(price.struckPrice, symbol)}
                  </s>{' '}
                </>
              )}
              <span className={price.struckPrice !== null ? 'product-card__now product-card__now--deal' : 'product-card__now'}>
                {price.struckPrice !== null && <span className="visually-hidden">Now </span>}
                {formatPrice(price.price, symbol)}
              </span>
            </p>
          )}
          {minimumOffer !== null && (
            <p className="product-card__offer">
              Min. offer <span>{formatPrice(minimumOffer, symbol)}</span>
            </p>
          )}
        </div>
      </a>
    </article>
  );
}

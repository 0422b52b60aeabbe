import type { ProductCard as ProductCardData } from '../../lib/contract/catalog.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import { IMAGE_SIZES, type ImageResizing } from '../../lib/catalog/image-sources.ts';
import ProductCard from './ProductCard.tsx';

interface Props {
  products: ProductCardData[];
  /** How many leading cards are above the fold (their images load eagerly). */
  eagerCount?: number;
  /** A hero above the grid is the page's largest paint (a collection page): every photo loads lazily at low priority. */
  behindHero?: boolean;
  label?: string;
  now?: number;
  /** The currency the list was asked in (ProductCard); the shopper's chosen one by default. */
  currency?: Pick<CurrencyOption, 'code' | 'symbol'>;
  /** Image resizing (ProductImage); the build's setting by default. */
  imageResizing?: ImageResizing;
}

/** Cards in a responsive grid: 2 columns on mobile, 3 on tablet, 4–5 on desktop; the cards read their words from the island (useWords). */
export default function ProductGrid({ products, eagerCount = 4, behindHero = false, label, now = Date.now(), currency, imageResizing }: Props) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          {/* The first card is the page's most important image; the rest of the first row loads at once, the others lazily. */}
          <ProductCard
            product={product}
            priority={!behindHero && index === 0 && eagerCount > 0}
            eager={!behindHero && index < eagerCount}
            behindHero={behindHero}
            imageSizes={IMAGE_SIZES.grid}
            now={now}
            {...(currency ? { currency } : {})}
            {...(imageResizing !== undefined ? { imageResizing } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

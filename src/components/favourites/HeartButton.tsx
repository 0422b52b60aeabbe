import { useStore } from '@nanostores/react';
import { cardPrice } from '../../lib/catalog/deal.ts';
import type { ProductCard } from '../../lib/contract/catalog.ts';
import { HEART_PATH, heartLabel, type HeartWords } from '../../lib/favourites/favourites.ts';
import { $favouriteIds, toggleFavourite } from '../../stores/favourites.ts';
import './favourites.css';

const NONE = new Set<number>();

interface Props {
  /** A card's or the product page's piece: what is saved is its id, price to pay now and currency. */
  product: Pick<ProductCard, 'id' | 'currency' | 'selling_price' | 'deal'>;
  now: number;
  className?: string;
  /** Its names and toasts on a page in another language (issue 26); English without. */
  words?: HeartWords | undefined;
}

/**
 * The heart (issue 14), on product cards and on the product page: a <button aria-pressed> named
 * 'Add to favourites' / 'Remove from favourites' that toggles at once; the store calls the API and
 * puts it back with a toast when the call fails. Rendered at the edge, hearts start empty and fill
 * once the saved ids load (the server snapshot is 'none saved', so hydration matches).
 */
export default function HeartButton({ product, now, className = '', words }: Props) {
  const saved = useStore($favouriteIds, { ssr: () => NONE }).has(product.id);
  return (
    <button
      type="button"
      className={`heart ${className}`}
      aria-pressed={saved}
      aria-label={heartLabel(saved, words)}
      data-heart={product.id}
      onClick={() => void toggleFavourite({ id: product.id, price: cardPrice(product, now).price, currency: product.currency }, words)}
    >
      <svg className="heart__icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART_PATH} />
      </svg>
    </button>
  );
}

import type { ProductCard as ProductCardData } from '../../lib/contract/catalog.ts';
import ProductCard from './ProductCard.tsx';

interface Props {
  products: ProductCardData[];
  /** How many leading cards are above the fold (their images load eagerly). */
  eagerCount?: number;
  label?: string;
  now?: number;
}

/** Cards in a responsive grid: 2 columns on mobile, 3 on tablet, 4–5 on desktop. */
export default function ProductGrid({ products, eagerCount = 4, label, now = Date.now() }: Props) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <ProductCard product={product} eager={index < eagerCount} now={now} />
        </li>
      ))}
    </ul>
  );
}

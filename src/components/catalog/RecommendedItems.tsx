import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getRecommendations } from '../../lib/api/catalog.ts';
import { httpStatus } from '../../lib/api/http.ts';
import { productIdFromPath, recommendedHref } from '../../lib/catalog/product-links.ts';
import type { ProductCard } from '../../lib/contract/catalog.ts';
import { $global } from '../../stores/global.ts';
import ProductCarousel from './ProductCarousel.tsx';
import ProductGrid from './ProductGrid.tsx';
import { whileCurrent } from '../ui/while-current.ts';

type Loaded = { status: 'loading' } | { status: 'ready'; items: ProductCard[] } | { status: 'failed' };

/** Items recommended for the product in the page's URL, in the chosen currency; reloads when it changes. */
function useRecommendations(): { id: number | null; state: Loaded } {
  const { currency } = useStore($global);
  const [id, setId] = useState<number | null>(null);
  const [state, setState] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    setId(productIdFromPath(location.pathname));
  }, []);

  useEffect(() => {
    if (id === null) return;
    return whileCurrent(
      getRecommendations(id, currency.code),
      (items) => setState({ status: 'ready', items }),
      (error) => {
        if (httpStatus(error) === 404) {
          location.replace('/item-not-found');
          return;
        }
        console.error('Cannot load recommended items', error);
        setState({ status: 'failed' });
      },
    );
  }, [id, currency.code]);

  return { id, state };
}

/** 'Recommended items' carousel under a product. */
export function RecommendedCarousel() {
  const { id, state } = useRecommendations();
  if (state.status !== 'ready' || state.items.length === 0) {
    return state.status === 'loading' ? <div className="recommended__placeholder" aria-hidden="true" /> : null;
  }
  return (
    <section className="recommended" aria-labelledby="recommended-heading">
      <header className="home-group__header">
        <h2 id="recommended-heading" className="home-group__heading">
          Recommended items
        </h2>
        {id !== null && (
          <a className="home-group__view-all" href={recommendedHref(id)}>
            View all
          </a>
        )}
      </header>
      <ProductCarousel products={state.items} label="Recommended items" />
    </section>
  );
}

/** /recommended/{id}: the recommended items as a grid. */
export function RecommendedGrid() {
  const { state } = useRecommendations();
  if (state.status === 'loading') {
    return (
      <div className="home-groups--loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">Loading products</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return <p className="recommended__empty">Recommended items are unavailable right now. Please try again.</p>;
  }
  if (state.items.length === 0) return <p className="recommended__empty">No DATA</p>;
  return <ProductGrid products={state.items} label="Recommended items" />;
}

/** /search before its results: the grid's grey cards, and the page's frame until the island has read its URL. */
import { searchPage } from '../../lib/i18n/messages/en.ts';
import { useWords } from '../ui/words.tsx';

const SKELETON_CARDS = 10;

export function SkeletonGrid() {
  return (
    <ul className="product-grid search-skeleton" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i}>
          <div className="search-skeleton__media" />
          <div className="search-skeleton__line" />
          <div className="search-skeleton__line search-skeleton__line--short" />
        </li>
      ))}
    </ul>
  );
}

/** What the pre-rendered page shows until the island has read the URL: the frame, no content shift. */
export function SearchSkeleton() {
  const t = useWords('searchPage', searchPage);
  return (
    <div className="search-page container">
      <header className="search-head">
        <p className="eyebrow">{t.eyebrowShop}</p>
        <h1 className="search-head__title">{t.title}</h1>
        <p className="search-head__count">&nbsp;</p>
        {/* The 'Save search' control's room, so nothing moves when it appears. */}
        <div className="save-search" aria-hidden="true" />
      </header>
      <div className="search-toolbar" />
      <div className="search-layout">
        <aside className="search-sidebar" />
        <section className="search-results" aria-busy="true">
          <SkeletonGrid />
        </section>
      </div>
    </div>
  );
}

/**
 * Page arithmetic of every paged list (/search and the account area's lists). Pure.
 * One rule for both: all pages when there are at most 7; otherwise the first and last, the current
 * one with a neighbour each side, and 'gap' where two or more pages are skipped (one skipped page is
 * shown instead of a gap): 1 … 4 5 6 … 12.
 */
import { MAX_PAGE, SEARCH_START_PAGE, wholeNumberIn } from '../catalog/inventory-query-rules.ts';

export type PageLink = number | 'gap';

/** How many pages `total` items fill; at least 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** The page of a `p` query value: a whole number from 1 to MAX_PAGE (what the APIs take); else page 1. */
export function pageFromQuery(value: string | null): number {
  return value === null ? SEARCH_START_PAGE : (wholeNumberIn(value, SEARCH_START_PAGE, MAX_PAGE) ?? SEARCH_START_PAGE);
}

/** The page links to show for page `current` of `count`. */
export function pageLinks(current: number, count: number): PageLink[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const pages = [...new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count))].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) links.push(page - previous === 2 ? previous + 1 : 'gap');
    links.push(page);
  });
  return links;
}

/** Page arithmetic of the account lists. Pure. */

export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** The page to show for a `p` query value: whole numbers from 1; anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/**
 * Page links to show: always the first and last, the current one with a neighbour each side, and
 * 'gap' where pages are skipped. 1 … 4 5 6 … 12
 */
export function pageLinks(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const links: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) links.push(page - previous === 2 ? previous + 1 : 'gap');
    links.push(page);
  });
  return links;
}

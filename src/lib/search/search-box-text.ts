/**
 * The text the global search box shows on /search before its island wakes (issue 12): the product
 * query, exactly as parseSearchUrl reads it (tests/unit hold the two together). Inlined as source by
 * the top bar, so it refers to nothing outside itself; the length limit is passed in.
 */
export function searchBoxText(search: string, maxLength: number): string {
  return (new URLSearchParams(search).get('product') || '').trim().slice(0, maxLength).trim();
}

/** Popular terms are asked for once per page, on first use of the search box, and only when signed in. */
import { $isSignedIn } from '../../stores/auth.ts';
import { loadPopularSearches } from '../../stores/search.ts';

let popularRequested = false;

export function requestPopularOnce(): void {
  if (popularRequested || !$isSignedIn.get()) return;
  popularRequested = true;
  // loadPopularSearches logs the failure and raises 'Fetch products'; the box keeps what it has.
  loadPopularSearches().catch(() => {
    popularRequested = false;
  });
}

/**
 * How the /search results island wakes (issue 12). It sleeps (client:interaction) on the first page
 * the edge rendered into it, so a guest's first load carries no framework code; plain constants only,
 * because the shell's islands import them too.
 */

/**
 * Set on <html> by the edge when it rendered the first page into the island: `results`, or `refused`
 * (the catalog refused the query; the island wakes to add its toast). Without it (the page as built,
 * offline or after an edge failure) the island wakes at idle to load the results.
 */
export const SEARCH_RENDERED_ATTRIBUTE = 'data-search-rendered';

/** The name that wakes the island (wakeIslands): a search from the box or the phone filter button. */
export const SEARCH_RESULTS_ISLAND = 'search-results';

/**
 * Collections (issue 36): /collections, /collections/{slug}, the ended page and the home page's
 * collection tiles and carousels. In a module of their own, so the words join only the collection
 * island's chunk.
 */
export const collections = {
  indexTitle: 'Collections',
  indexEyebrow: 'Edited by our specialists',
  indexDescription: 'Edits of authenticated pre-owned luxury chosen by our specialists: by house, by category and for the season.',
  indexEmpty: 'There is no collection on show just now. New edits arrive often; in the meantime, every piece is waiting for you.',
  browseAll: 'Browse all pieces',
  eyebrow: 'Collection',
  viewCollection: 'View the collection',
  pieceCount: '{count} pieces',
  pieceCountOne: '1 piece',
  sortBy: 'Sort by',
  sortNewest: 'Newest',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortRelevance: 'Best match',
  gridLabel: 'Pieces in {title}',
  pagerLabel: 'Pages of {title}',
  fewTitle: 'This edit is still coming together',
  fewText: 'Only a few pieces fit it today, and new ones arrive every day. These searches are close to it:',
  noneText: 'No piece fits it today, and new ones arrive every day. These searches are close to it:',
  fewShown: 'The pieces that fit today',
  allPieces: 'All pieces',
  endedTitle: 'This collection has ended',
  endedText: 'Thank you for your interest. Our current collections are ready for you.',
  endedLink: 'See the live collections',
  homeTilesTitle: 'Collections',
  carouselViewAll: 'View the collection',
};

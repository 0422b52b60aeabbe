/**
 * Searches as shoppers type them, with what each should find: the findability table of issue 21.
 * The API test (tests/api/search/shopper-queries.test.ts) asserts its pass rate on a seeded catalog
 * on workerd's D1; `npm run bench` prints the same rate and the zero-result rate at 100,000 items.
 * A row passes when the search finds something and every card of its first page is what the row
 * names: the house (brand, exactly as the catalog spells it) and/or a model pattern. Precision rows
 * are correct spellings: they pass only if tolerance did not widen them.
 */
export type QueryKind = 'misspelling' | 'nickname' | 'joined' | 'everyday' | 'plural' | 'language' | 'precision';

export interface ShopperQuery {
  typed: string;
  kind: QueryKind;
  brand?: string;
  /** Case-insensitive pattern the card's model must match. */
  model?: string;
}

const q = (typed: string, kind: QueryKind, brand?: string, model?: string): ShopperQuery => ({
  typed,
  kind,
  ...(brand ? { brand } : {}),
  ...(model ? { model } : {}),
});

export const SHOPPER_QUERIES: readonly ShopperQuery[] = [
  // Misspellings within the tolerance (Damerau: a swap is one typo)
  q('berkin', 'misspelling', 'Hermès', 'birkin'),
  q('birkn', 'misspelling', 'Hermès', 'birkin'),
  q('hermes birkn', 'misspelling', 'Hermès', 'birkin'),
  q('rollex datejust', 'misspelling', 'Rolex', 'datejust'),
  q('rolx', 'misspelling', 'Rolex'),
  q('goyard artios', 'misspelling', 'Goyard', 'artois'),
  q('celine triumph', 'misspelling', 'Celine', 'triomphe'),
  q('fendi peekabo', 'misspelling', 'Fendi', 'peekaboo'),
  q('luis vuitton neverfull', 'misspelling', 'Louis Vuitton', 'neverfull'),
  q('louis vuiton', 'misspelling', 'Louis Vuitton'),
  q('channel classic flap', 'misspelling', 'Chanel', 'classic flap'),
  q('chanle', 'misspelling', 'Chanel'),
  q('kely', 'misspelling', 'Hermès', 'kelly'),
  q('constanse', 'misspelling', 'Hermès', 'constance'),
  q('evelyn hermes', 'misspelling', 'Hermès', 'evelyne'),
  q('submariner', 'precision', 'Rolex', 'submariner'),
  q('submarnier', 'misspelling', 'Rolex', 'submariner'),
  q('daytonna', 'misspelling', 'Rolex', 'daytona'),
  q('nautilis', 'misspelling', 'Patek Philippe', 'nautilus'),
  q('speedmastr', 'misspelling', 'Omega', 'speedmaster'),
  q('cartier santo', 'misspelling', 'Cartier', 'santos'),
  q('balenciagga', 'misspelling', 'Balenciaga'),
  q('bottega casette', 'misspelling', 'Bottega Veneta', 'cassette'),
  q('lady doir', 'misspelling', 'Dior', 'lady dior'),
  q('goyad', 'misspelling', 'Goyard'),
  q('givenchi antigona', 'misspelling', 'Givenchy', 'antigona'),
  q('valentinno', 'misspelling', 'Valentino'),
  q('loewe puzle', 'misspelling', 'Loewe', 'puzzle'),
  q('gucci marmnot', 'misspelling', 'Gucci', 'marmont'),
  q('prada galeria', 'misspelling', 'Prada', 'galleria'),
  q('alhambre', 'misspelling', 'Van Cleef & Arpels', 'alhambra'),
  q('tifany', 'misspelling', 'Tiffany & Co.'),
  q('capucine', 'precision', 'Louis Vuitton', 'capucines'),
  q('berk', 'misspelling', 'Hermès', 'birkin'),
  // Nicknames of houses and models
  q('YSL', 'nickname', 'Saint Laurent'),
  q('ysl loulou', 'nickname', 'Saint Laurent', 'loulou'),
  q('LV', 'nickname', 'Louis Vuitton'),
  q('lv neverfull', 'nickname', 'Louis Vuitton', 'neverfull'),
  q('BV', 'nickname', 'Bottega Veneta'),
  q('bv jodie', 'nickname', 'Bottega Veneta', 'jodie'),
  q('VCA', 'nickname', 'Van Cleef & Arpels'),
  q('vca alhambra', 'nickname', 'Van Cleef & Arpels', 'alhambra'),
  q('AP royal oak', 'nickname', 'Audemars Piguet', 'royal oak'),
  q('CL pumps', 'nickname', 'Christian Louboutin'),
  q('chanel woc', 'nickname', 'Chanel', 'wallet on chain'),
  q('WOC', 'nickname', 'Chanel', 'wallet on chain'),
  q('bvlgari serpenti', 'nickname', 'Bulgari', 'serpenti'),
  q('bvlgari', 'nickname', 'Bulgari'),
  q('goyard st louis', 'nickname', 'Goyard', 'saint louis'),
  q('goyard saint louis', 'precision', 'Goyard', 'saint louis'),
  q('gmt master 2', 'nickname', 'Rolex', 'gmt-master ii'),
  q('patek', 'nickname', 'Patek Philippe'),
  q('ysl sac de jour', 'nickname', 'Saint Laurent', 'sac de jour'),
  // Words typed together or apart
  q('royaloak', 'joined', 'Audemars Piguet', 'royal oak'),
  q('gardenparty', 'joined', 'Hermès', 'garden party'),
  q('on the go', 'joined', 'Louis Vuitton', 'onthego'),
  q('lv on the go', 'joined', 'Louis Vuitton', 'onthego'),
  q('onthego', 'precision', 'Louis Vuitton', 'onthego'),
  q('blackbay', 'joined', 'Tudor', 'black bay'),
  q('ladydior', 'joined', 'Dior', 'lady dior'),
  q('sac dejour', 'joined', 'Saint Laurent', 'sac de jour'),
  // Everyday words
  q('hermes handbag', 'everyday', 'Hermès'),
  q('chanel purse', 'everyday', 'Chanel'),
  q('dior trainers', 'everyday', 'Dior', 'sneakers'),
  q('gucci trainers', 'everyday', 'Gucci', 'sneakers'),
  q('chanel sunnies', 'everyday', 'Chanel', 'sunglasses'),
  q('louboutin heels', 'everyday', 'Christian Louboutin'),
  q('celine shades', 'everyday', 'Celine', 'sunglasses'),
  // Plurals
  q('hermes scarves', 'plural', 'Hermès', 'scarf'),
  q('rolex watches', 'plural', 'Rolex'),
  q('cartier rings', 'plural', 'Cartier', 'ring'),
  q('tiffany bracelets', 'plural', 'Tiffany & Co.', 'bracelet'),
  q('chanel wallets', 'plural', 'Chanel', 'wallet'),
  q('hermes belts', 'plural', 'Hermès', 'belt'),
  q('birkins', 'plural', 'Hermès', 'birkin'),
  // In the store's other languages (issue 26): Chinese in either script, with or without spaces; Malay
  q('爱马仕', 'language', 'Hermès'),
  q('愛馬仕 鉑金包', 'language', 'Hermès', 'birkin'),
  q('香奈儿手袋', 'language', 'Chanel'),
  q('劳力士 日志型', 'language', 'Rolex', 'datejust'),
  q('勞力士水鬼', 'language', 'Rolex', 'submariner'),
  q('路易威登', 'language', 'Louis Vuitton'),
  q('卡地亞手鐲', 'language', 'Cartier', 'bracelet'),
  q('梵克雅寶 四葉草', 'language', 'Van Cleef & Arpels', 'alhambra'),
  q('chanel beg tangan', 'language', 'Chanel'),
  q('dior kasut sukan', 'language', 'Dior', 'sneakers'),
  q('cartier cincin', 'language', 'Cartier', 'ring'),
  q('二手愛馬仕', 'language', 'Hermès'),
  q('preloved chanel', 'everyday', 'Chanel'),
  // Correct spellings: precision holds
  q('rolex', 'precision', 'Rolex'),
  q('cassette', 'precision', 'Bottega Veneta', 'cassette'),
  q('birkin', 'precision', 'Hermès', 'birkin'),
  q('kelly', 'precision', undefined, 'kelly'),
  q('hermes', 'precision', 'Hermès'),
  q('chanel classic flap', 'precision', 'Chanel', 'classic flap'),
  q('louis vuitton neverfull', 'precision', 'Louis Vuitton', 'neverfull'),
  q('rolex datejust', 'precision', 'Rolex', 'datejust'),
  q('red', 'precision'),
  q('tote', 'precision'),
  q('dior saddle', 'precision', 'Dior', 'saddle'),
  q('goyard artois', 'precision', 'Goyard', 'artois'),
  q('celine triomphe', 'precision', 'Celine', 'triomphe'),
  q('fendi baguette', 'precision', 'Fendi', 'baguette'),
  q('omega seamaster', 'precision', 'Omega', 'seamaster'),
  q('cartier love bracelet', 'precision', 'Cartier', 'love bracelet'),
  q('saint laurent', 'precision', 'Saint Laurent'),
  q('lady dior', 'precision', 'Dior', 'lady dior'),
];

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a card is what the row names (house and model pattern), the row's own words else. */
export function cardFits(row: ShopperQuery, card: { brand: string; model: string }): boolean {
  if (row.brand && fold(card.brand) !== fold(row.brand)) return false;
  if (row.model && !new RegExp(row.model, 'i').test(fold(card.model))) return false;
  return true;
}

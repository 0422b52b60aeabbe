/**
 * Deterministic demo catalog: items, home product groups, popular search terms and delivery rates.
 * Pure: the same (size, anchor) always gives the same catalog, and item N does not depend on size.
 * `anchor` (unix seconds) is the moment the catalog is 'listed at': listing times and deal windows
 * are laid out around it so that active, future and expired deals exist whenever it is seeded.
 */
import type { ConditionGrade, ProductAsset } from '../../lib/contract/catalog.ts';
import { seededProductAssets } from '../catalog/images/image-urls.ts';
import type { ProductShape } from '../catalog/images/shapes.ts';
import { BRAND_WEIGHTS, MODEL_LINES, type ColorId, type ModelLine } from './catalog-lines.ts';
import { generatePriceHistory, type SeedPriceHistory } from './generate-price-history.ts';
import { createRandom, hash32, type Random } from './random.ts';
import { CONDITION_FACTORS, CONDITION_WEIGHTS, niceRound } from './seed-prices.ts';
import catalogWords from './catalog-words.json' with { type: 'json' };
import deliveryTariff from './delivery-tariff.json' with { type: 'json' };

export const DEFAULT_SEED_SIZE = 2000;
const CATALOG_SEED = 'reluxe-catalog-v1';
const DAY = 86_400;
const HOUR = 3_600;
/** Listing times spread over two years, newest last. */
const LISTING_SPAN = 730 * DAY;

export interface SeedItem {
  id: number;
  brand: string;
  category_id: number;
  /** stores.country_code */
  store_code: string;
  model: string;
  gender: 'M' | 'W' | 'U';
  color: ColorId;
  condition: ConditionGrade;
  status: 1 | 2;
  selling_price: number;
  sold_price: number | null;
  min_offer_price_with_fee: number | null;
  is_min_offer_price: boolean;
  deal_price: number | null;
  deal_start: number | null;
  deal_end: number | null;
  created_at: number;
  description: string;
  material: string | null;
  material_others: string | null;
  has_receipt: boolean | null;
  is_original_receipt: boolean | null;
  dimensions: string | null;
  inclusions: string[];
  assets: ProductAsset[];
  /** The model line the piece belongs to (catalog-lines.ts): its name and size label ('' without sizes). */
  line_name: string;
  line_size: string;
}

export interface SeedGroup {
  id: number;
  heading: string;
  query: string;
}

export interface SeedDeliveryRate {
  country_code: string;
  category_id: number;
  method: string;
  price_sgd: number;
  min_days: number;
  max_days: number;
}

export interface SeedCatalog {
  anchor: number;
  items: SeedItem[];
  groups: SeedGroup[];
  searchTerms: { term: string; popularity: number }[];
  deliveryRates: SeedDeliveryRate[];
  /** Model lines, their sold history and the price changes of listed pieces (generate-price-history.ts). */
  history: SeedPriceHistory;
}

/**
 * The demo catalog's words are data (catalog-words.json), typed here: a store rewrites them without
 * touching the generator, and a missing shape, grade or field fails `npm run check`.
 * Home groups: ids 2-5 and 7 are brand groups, the others category groups; 4 carries the gender banners.
 */
export const PRODUCT_GROUPS: readonly SeedGroup[] = catalogWords.productGroups;
/** GET /search-terms' popular searches, most asked first. */
export const SEARCH_TERMS: readonly { term: string; popularity: number }[] = catalogWords.popularSearches;

const STORE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['SG', 40],
  ['HK', 20],
  ['MY', 15],
  ['JP', 15],
  ['AU', 10],
];
const STORE_PLACES: Readonly<Record<string, string>> = {
  SG: 'Singapore',
  HK: 'Hong Kong',
  MY: 'Kuala Lumpur',
  JP: 'Tokyo',
  AU: 'Sydney',
};
const COLOR_NAMES: Readonly<Record<ColorId, string>> = {
  black: 'black',
  white: 'white',
  beige: 'beige',
  brown: 'brown',
  tan: 'tan',
  red: 'red',
  pink: 'pink',
  blue: 'blue',
  green: 'green',
  grey: 'grey',
  gold: 'gold',
  silver: 'silver',
  multicolour: 'multicolour',
};

type Family = 'leather' | 'metal' | 'textile' | 'ceramic';
const FAMILY: Readonly<Record<ProductShape, Family>> = {
  bag: 'leather',
  flap: 'leather',
  tote: 'leather',
  wallet: 'leather',
  belt: 'leather',
  pump: 'leather',
  sneaker: 'leather',
  sandal: 'leather',
  sunglasses: 'metal',
  ring: 'metal',
  bracelet: 'metal',
  necklace: 'metal',
  watch: 'metal',
  scarf: 'textile',
  garment: 'textile',
  vase: 'ceramic',
  plate: 'ceramic',
};

/** The condition note of a description, by material family and grade. */
const CONDITION_TEXT: Readonly<Record<Family, Readonly<Record<ConditionGrade, string>>>> = catalogWords.conditionNotes;
/** A description's first sentence, by product shape. */
const CHARACTER: Readonly<Record<ProductShape, readonly string[]>> = catalogWords.descriptions;
const PROVENANCE: readonly string[] = catalogWords.provenance;

const linesByBrand = new Map<string, ModelLine[]>();
for (const line of MODEL_LINES) {
  const list = linesByBrand.get(line.brand) ?? [];
  list.push(line);
  linesByBrand.set(line.brand, list);
}
const BRAND_ENTRIES = Object.entries(BRAND_WEIGHTS).filter(([brand]) => linesByBrand.has(brand));

function dimensionsFor(line: ModelLine, sizeLabel: string | null, sizeIndex: number, gender: SeedItem['gender'], rng: Random): string | null {
  const numeric = sizeLabel ? Number.parseFloat(sizeLabel) : Number.NaN;
  switch (line.shape) {
    case 'bag':
    case 'flap':
    case 'tote': {
      const width = numeric >= 15 && numeric <= 60 ? numeric : 20 + sizeIndex * 5 + rng.int(0, 6);
      const heightRatio = line.shape === 'tote' ? 0.8 : line.shape === 'flap' ? 0.62 : 0.72;
      const depthRatio = line.shape === 'flap' ? 0.3 : 0.45;
      return `${width} × ${Math.round(width * heightRatio)} × ${Math.round(width * depthRatio)} cm`;
    }
    case 'wallet':
      return line.noun === 'wallet' ? `${rng.int(17, 20)} × ${rng.int(9, 11)} × 2 cm` : `${rng.int(10, 12)} × ${rng.int(7, 9)} cm`;
    case 'scarf':
      if (line.name.startsWith('Carré 90')) return '90 × 90 cm';
      if (line.name === 'Twilly') return '86 × 5 cm';
      if (line.noun === 'throw') return '135 × 170 cm';
      return rng.pick(['70 × 70 cm', '90 × 90 cm', '180 × 30 cm']);
    case 'belt':
      return `Size ${rng.pick([75, 80, 85, 90, 95])}`;
    case 'sunglasses':
      return `Lens ${rng.int(52, 58)} mm, bridge ${rng.int(16, 20)} mm`;
    case 'pump':
    case 'sneaker':
    case 'sandal': {
      const base = gender === 'M' ? 39 : 35;
      return `EU ${base + rng.int(0, 12) / 2}`;
    }
    case 'ring':
      return `Size ${rng.int(48, 58)}`;
    case 'bracelet':
      return `Size ${rng.int(15, 19)}`;
    case 'necklace':
      return `Length ${rng.pick([42, 45, 50, 86])} cm`;
    case 'garment':
      if (gender === 'M') return `Size IT ${rng.pick([46, 48, 50, 52, 54])}`;
      if (gender === 'W') return `Size FR ${rng.pick([34, 36, 38, 40, 42])}`;
      return `Size ${rng.pick(['S', 'M', 'L'])}`;
    case 'watch': {
      const inName = /(\d+(?:\.\d+)?)mm/.exec(`${line.name} ${sizeLabel ?? ''}`);
      return `Case ${inName?.[1] ?? rng.pick(['36', '38', '40'])} mm`;
    }
    case 'vase':
      return `Height ${rng.int(18, 40)} cm`;
    case 'plate':
      return line.noun === 'teacup set' ? 'Set of 2, 250 ml' : `Diameter ${rng.pick([21, 27, 31])} cm`;
  }
}

function inclusionsFor(line: ModelLine, hasReceipt: boolean | null, rng: Random): string[] {
  const family = FAMILY[line.shape];
  const list: string[] = [];
  if (line.shape === 'watch') {
    if (rng.chance(0.8)) list.push('Box');
    if (rng.chance(0.7)) list.push('Warranty card');
    if (rng.chance(0.4)) list.push('Extra links');
    if (rng.chance(0.5)) list.push('Manual');
  } else if (family === 'metal') {
    if (rng.chance(0.8)) list.push('Box');
    if (rng.chance(0.6)) list.push('Pouch');
    if (rng.chance(0.5)) list.push('Certificate of authenticity');
  } else if (family === 'leather') {
    if (rng.chance(0.85)) list.push(line.shape === 'pump' || line.shape === 'sneaker' || line.shape === 'sandal' ? 'Dust bags' : 'Dust bag');
    if (rng.chance(0.6)) list.push('Box');
    if (line.brand === 'Hermès' && (line.name === 'Birkin' || line.name === 'Kelly')) {
      if (rng.chance(0.85)) list.push('Clochette, lock and keys');
      if (rng.chance(0.5)) list.push('Raincoat');
    }
    if (line.brand === 'Chanel' && line.category === 1 && rng.chance(0.7)) list.push('Authenticity card');
  } else if (family === 'textile') {
    if (line.shape === 'garment') {
      if (rng.chance(0.6)) list.push('Garment bag');
    } else if (rng.chance(0.7)) list.push('Box');
  } else if (rng.chance(0.9)) {
    list.push('Box');
  }
  if (hasReceipt) list.push('Receipt');
  return list;
}

/** Materials named after a house or tannery keep their capital in running text. */
const PROPER_MATERIAL =
  /^(Togo|Epsom|Taurillon|Swift|Niloticus|Negonda|Toile|Monogram|Damier|Epi|Dior|Goyardine|Saffiano|Re-Nylon|GG|FF|Selleria|Arena|Triomphe|Oystersteel|Cannage)/;

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'An' : 'A';
}

export function generateItem(id: number, listedAt: number, anchor: number): SeedItem {
  const rng = createRandom(hash32(`${CATALOG_SEED}:${id}`));
  const brand = rng.weighted(BRAND_ENTRIES);
  const lines = linesByBrand.get(brand) ?? [];
  const line = rng.weighted(lines.map((l) => [l, l.weight] as const));
  const sizeIndex = line.sizes.length ? rng.int(0, line.sizes.length - 1) : 0;
  const size = line.sizes[sizeIndex] ?? null;
  const material = rng.weighted(line.materials.map((m) => [m, m.weight] as const));
  const finish = line.finishes.length ? rng.pick(line.finishes) : null;
  const color = rng.pick(line.colors);
  const gender: SeedItem['gender'] = line.gender === 'WM' ? (rng.chance(0.5) ? 'W' : 'M') : line.gender;
  const condition = rng.weighted(CONDITION_WEIGHTS);
  const storeCode = rng.weighted(STORE_WEIGHTS);

  const nameWithSize = [line.name, size?.[0]].filter(Boolean).join(' ');
  const model = [nameWithSize, material.label, finish].filter(Boolean).join(' ');
  const price = niceRound(line.price * (size?.[1] ?? 1) * material.factor * CONDITION_FACTORS[condition] * rng.between(0.9, 1.12));

  const sold = rng.chance(0.12);
  let deal: Pick<SeedItem, 'deal_price' | 'deal_start' | 'deal_end'> = { deal_price: null, deal_start: null, deal_end: null };
  let dealInEffect = false;
  if (!sold && rng.chance(0.14)) {
    const dealPrice = niceRound(price * rng.between(0.78, 0.92));
    const kind = rng.weighted([
      ['ending', 45],
      ['open', 12],
      ['no-start', 8],
      ['future', 15],
      ['expired', 20],
    ] as const);
    const startedAgo = rng.int(1, 10) * DAY;
    const endsIn = rng.weighted([
      [rng.int(6, 47) * HOUR, 3],
      [rng.int(3, 14) * DAY, 4],
      [rng.int(30, 90) * DAY, 3],
    ] as const);
    if (kind === 'ending') deal = { deal_price: dealPrice, deal_start: anchor - startedAgo, deal_end: anchor + endsIn };
    else if (kind === 'open') deal = { deal_price: dealPrice, deal_start: null, deal_end: null };
    else if (kind === 'no-start') deal = { deal_price: dealPrice, deal_start: null, deal_end: anchor + endsIn };
    else if (kind === 'future') {
      const start = anchor + rng.int(2, 20) * DAY;
      deal = { deal_price: dealPrice, deal_start: start, deal_end: rng.chance(0.3) ? null : start + rng.int(3, 14) * DAY };
    } else {
      const end = anchor - rng.int(1, 30) * DAY;
      deal = { deal_price: dealPrice, deal_start: rng.chance(0.2) ? null : end - rng.int(3, 14) * DAY, deal_end: end };
    }
    dealInEffect = kind === 'ending' || kind === 'open' || kind === 'no-start';
  }
  // Offers are taken only on items that are not on sale.
  const hasMinOffer = !sold && !dealInEffect && rng.chance(0.22);
  const minOffer = hasMinOffer ? niceRound(price * rng.between(0.86, 0.95)) : null;
  const isMinOffer = hasMinOffer && rng.chance(0.8);

  const hasReceipt = rng.weighted([
    [true, 40],
    [false, 45],
    [null, 15],
  ] as const);
  const isOriginalReceipt = hasReceipt
    ? rng.weighted([
        [true, 60],
        [false, 30],
        [null, 10],
      ] as const)
    : null;
  const family = FAMILY[line.shape];
  const colorName = COLOR_NAMES[color];
  const materialText = PROPER_MATERIAL.test(material.material) ? material.material : material.material.charAt(0).toLowerCase() + material.material.slice(1);
  const finishText = finish ? ` with ${finish.toLowerCase()}` : '';
  // 'Classic Card Holder card holder' reads badly: the noun goes only where the name lacks it.
  const noun = nameWithSize.toLowerCase().includes(line.noun.replace(/s$/, '')) ? '' : ` ${line.noun}`;
  const opener =
    line.shape === 'watch'
      ? `${article(brand)} ${brand} ${nameWithSize}${noun} in ${materialText}, with a ${colorName} dial.`
      : family === 'metal'
        ? `${article(brand)} ${brand} ${nameWithSize}${noun} in ${materialText}${colorName === 'gold' || colorName === 'silver' ? '' : `, ${colorName}`}.`
        : rng.pick([
            `${article(colorName)} ${colorName} ${brand} ${nameWithSize}${noun} in ${materialText}${finishText}.`,
            `The ${brand} ${nameWithSize}${noun} in ${colorName} ${materialText}${finishText}.`,
            `${brand}'s ${nameWithSize}${noun}, here in ${colorName} ${materialText}${finishText}.`,
          ]);
  const description = [
    opener,
    rng.pick(CHARACTER[line.shape]),
    CONDITION_TEXT[family][condition],
    rng.chance(0.3) ? `Available to view at our ${STORE_PLACES[storeCode] ?? storeCode} boutique.` : rng.pick(PROVENANCE),
  ].join(' ');

  return {
    id,
    brand,
    category_id: line.category,
    store_code: storeCode,
    model,
    gender,
    color,
    condition,
    status: sold ? 2 : 1,
    selling_price: price,
    sold_price: sold ? niceRound(price * rng.between(0.88, 1)) : null,
    min_offer_price_with_fee: minOffer,
    is_min_offer_price: isMinOffer,
    ...deal,
    created_at: listedAt,
    description,
    material: material.material,
    material_others: material.others ?? (finish && rng.chance(0.7) ? `${finish.replace(' Hardware', '')}-tone hardware` : null),
    has_receipt: hasReceipt,
    is_original_receipt: isOriginalReceipt,
    dimensions: dimensionsFor(line, size?.[0] ?? null, sizeIndex, gender, rng),
    inclusions: inclusionsFor(line, hasReceipt, rng),
    assets: seededProductAssets(id, line.shape, color, rng.int(2, 4)),
    line_name: line.name,
    line_size: size?.[0] ?? '',
  };
}

/**
 * The demo tariff (delivery-tariff.json, data a store replaces with its own): each country's zone,
 * each zone's methods in SGD with their delivery days, and how a category scales the price
 * (bulky or insured categories cost more to send).
 */
const {
  zones: ZONES,
  zoneRates: ZONE_RATES,
  categoryFactors: CATEGORY_SHIPPING,
} = deliveryTariff as {
  zones: Readonly<Record<string, string>>;
  zoneRates: Readonly<Record<string, readonly Pick<SeedDeliveryRate, 'method' | 'price_sgd' | 'min_days' | 'max_days'>[]>>;
  categoryFactors: Readonly<Record<string, number>>;
};

export function deliveryRates(): SeedDeliveryRate[] {
  const rates: SeedDeliveryRate[] = [];
  for (const [country, zone] of Object.entries(ZONES)) {
    for (const [category, factor] of Object.entries(CATEGORY_SHIPPING)) {
      const zoneRates = ZONE_RATES[zone];
      if (!zoneRates) throw new Error(`delivery-tariff.json: ${country}'s zone '${zone}' has no rates`);
      for (const rate of zoneRates) {
        rates.push({
          country_code: country,
          category_id: Number(category),
          method: rate.method,
          price_sgd: Math.max(5, Math.round((rate.price_sgd * factor) / 5) * 5),
          min_days: rate.min_days,
          max_days: rate.max_days,
        });
      }
    }
    // A boutique in the country means the shopper can collect in person, free.
    if (country in STORE_PLACES) {
      for (const category of Object.keys(CATEGORY_SHIPPING)) {
        rates.push({ country_code: country, category_id: Number(category), method: 'Boutique collection', price_sgd: 0, min_days: 1, max_days: 3 });
      }
    }
  }
  return rates;
}

/** The whole demo catalog of `size` items, listed up to `anchor` (unix seconds). */
export function generateCatalog(size: number, anchor: number): SeedCatalog {
  if (!Number.isInteger(size) || size < 0) throw new Error(`Seed size must be a whole number, not ${size}`);
  const step = size > 0 ? Math.max(60, Math.floor(LISTING_SPAN / size)) : 0;
  const items: SeedItem[] = [];
  for (let id = 1; id <= size; id += 1) items.push(generateItem(id, anchor - (size - id) * step - HOUR, anchor));
  return {
    anchor,
    items,
    groups: [...PRODUCT_GROUPS],
    searchTerms: [...SEARCH_TERMS],
    deliveryRates: deliveryRates(),
    history: generatePriceHistory(items, anchor),
  };
}

/** Every photo a seeded catalog of any size can name: the first view of each line's shape in each of its colours. */
export function seedPhotoSpecs(): { shape: ProductShape; color: ColorId; view: number }[] {
  const seen = new Map<string, { shape: ProductShape; color: ColorId; view: number }>();
  for (const line of MODEL_LINES) for (const color of line.colors) seen.set(`${line.shape}/${color}`, { shape: line.shape, color, view: 1 });
  return [...seen.values()];
}

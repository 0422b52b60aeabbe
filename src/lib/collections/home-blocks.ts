/**
 * The home page's collections (issue 36): marketing's placements (src/content/home) as blocks the home
 * groups' island renders between the catalog's groups, each a rail of collection tiles or a carousel of
 * a collection's first pieces. Built from the manifest the same way at build time (the page's props)
 * and at the edge (its render of the island), so both render the same HTML. What is shown is decided
 * at the edge, at request time, and travels in a JSON block (HomeCollectionsEmbed): the live
 * collections with how many pieces each finds (under its minimum it is not shown); a carousel's
 * pieces are asked for by the island as it comes near the screen. Pure.
 */
import { SEARCH_START_PAGE } from '../catalog/inventory-query-rules.ts';
import { isFiniteNumber, isObject, readJsonBlock, shape } from '../contract/wire-checks.ts';
import { jsonForScript } from '../catalog/html.ts';
import { localizePath, type Locale } from '../i18n/locales.ts';
import { messagesOf } from '../i18n/messages.ts';
import { collectionPath, type CollectionsManifest, livePlacements, type ManifestCollection } from './manifest.ts';
import { collectionRuleToQuery } from './rule-query.ts';
import type { HomeForm } from '../content/schemas.ts';

export const HOME_COLLECTIONS_DATA_ID = 'home-collections-data';
/** A collection carousel waiting for its pieces; the home island wakes when one comes into view. */
export const HOME_COLLECTION_WAITING_CLASS = 'home-collection-carousel__waiting';
export const HOME_COLLECTION_WAKE_TARGET = `.${HOME_COLLECTION_WAITING_CLASS}`;
/** How many pieces a collection's carousel shows. */
export const HOME_CAROUSEL_PIECES = 12;

export interface HomeCollectionTile {
  slug: string;
  title: string;
  href: string;
  image: { src: string; width: number; height: number };
  minimumCount: number;
  /** The catalog query of the carousel's pieces, without currency (collectionRuleToQuery). */
  query: string;
}

export interface HomeCollectionBlock {
  form: HomeForm;
  /** Shown after this many of the catalog's groups. */
  afterGroup: number;
  /** One collection for a carousel; one or more neighbours for a rail of tiles. */
  tiles: HomeCollectionTile[];
  words: { railTitle: string; viewCollection: string };
}

function tileOf(collection: ManifestCollection, locale: Locale): HomeCollectionTile {
  return {
    slug: collection.slug,
    title: collection.words[locale].title,
    href: localizePath(collectionPath(collection.slug), locale),
    image: collection.hero,
    minimumCount: collection.minimumCount,
    query: collectionRuleToQuery(collection.rule, { sort: collection.sort, page: SEARCH_START_PAGE, pageSize: HOME_CAROUSEL_PIECES }),
  };
}

/**
 * Every placement of the home page file as blocks, in its order: neighbouring tiles at the same place
 * share one rail. All placements, live or not: the page is built once; the edge says which show.
 */
export function homeBlocks(manifest: CollectionsManifest, locale: Locale): HomeCollectionBlock[] {
  const m = messagesOf(locale);
  const words = { railTitle: m.collections.homeTilesTitle, viewCollection: m.collections.viewCollection };
  const blocks: HomeCollectionBlock[] = [];
  for (const placement of manifest.home.placements) {
    const collection = manifest.collections.find((candidate) => candidate.slug === placement.collection);
    if (!collection) continue;
    const last = blocks[blocks.length - 1];
    if (placement.form === 'tiles' && last?.form === 'tiles' && last.afterGroup === placement.afterGroup) {
      last.tiles.push(tileOf(collection, locale));
      continue;
    }
    blocks.push({ form: placement.form, afterGroup: placement.afterGroup, tiles: [tileOf(collection, locale)], words });
  }
  return blocks;
}

/** What the edge decided for this request: the live placed collections and their counts. */
export interface HomeCollectionsEmbed {
  /** slug → how many pieces the collection finds now (live collections only). */
  live: Record<string, number>;
  renderedAt: number;
}

const isCounts = (value: unknown): boolean => isObject(value) && Object.values(value).every((count) => typeof count === 'number');
const isEmbed = shape({ live: isCounts, renderedAt: isFiniteNumber });

export function homeCollectionsEmbedJson(embed: HomeCollectionsEmbed): string {
  return jsonForScript(embed);
}

export function readHomeCollectionsEmbed(text: string | null | undefined): HomeCollectionsEmbed | null {
  return readJsonBlock<HomeCollectionsEmbed>(text, isEmbed);
}

/** The tiles of a block that show: live, and finding at least their minimum. */
export function shownTiles(block: HomeCollectionBlock, embed: HomeCollectionsEmbed | null): HomeCollectionTile[] {
  if (!embed) return [];
  return block.tiles.filter((tile) => (embed.live[tile.slug] ?? -1) >= tile.minimumCount);
}

/** The blocks placed after `index` groups; those placed beyond the last group go after it. */
export function blocksAt(blocks: readonly HomeCollectionBlock[], index: number, groupCount: number): HomeCollectionBlock[] {
  return blocks.filter((block) => Math.min(block.afterGroup, groupCount) === index);
}

/** The live placed collections (for the edge to count), in placement order, once each. */
export function placedLiveCollections(manifest: CollectionsManifest, nowMs: number): ManifestCollection[] {
  const slugs = [...new Set(livePlacements(manifest, nowMs).map((placement) => placement.collection))];
  return slugs.flatMap((slug) => manifest.collections.filter((collection) => collection.slug === slug));
}

/**
 * What the edge knows of the collections (issue 36): the build compiles src/content/collections and
 * src/content/home (checked by their schemas) into one JSON asset, COLLECTIONS_MANIFEST_PATH
 * (src/pages/collections-manifest.json.ts). The Pages Functions read it through env.ASSETS and decide
 * at request time which collections are live, so "edit the content, rebuild" stays the only step and
 * a campaign's start and end need no build. The asset itself is not served to the public (it names
 * campaigns before they start): the middleware answers it 404.
 *
 * Pure: the shape, its check (a manifest from another build or a tampered asset is refused, not
 * trusted), and the questions the edge asks of it.
 */
import { foldName } from '../catalog/inventory-query-rules.ts';
import type { CollectionRule, HomeForm } from '../content/schemas.ts';
import type { InventorySort } from '../contract/catalog.ts';
import { isObject } from '../contract/wire-checks.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { isLive, nextBoundary, type Schedule } from './schedule.ts';

export const COLLECTIONS_MANIFEST_PATH = '/collections-manifest.json';
export const COLLECTIONS_PATH = '/collections';

export interface CollectionWords {
  title: string;
  heroAlt: string;
}

export interface ManifestCollection extends Schedule {
  slug: string;
  rule: CollectionRule;
  pinned: number[];
  sort: InventorySort;
  minimumCount: number;
  /** The optimised hero image (the build's URL), for Open Graph and the home tiles. */
  hero: { src: string; width: number; height: number };
  /** Title and alt text per language (English where a translation is missing). */
  words: Record<Locale, CollectionWords>;
}

export interface HomePlacement {
  collection: string;
  form: HomeForm;
  afterGroup: number;
}

export interface CollectionsManifest {
  collections: ManifestCollection[];
  home: { hero: string; placements: HomePlacement[] };
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isCollection(value: unknown): value is ManifestCollection {
  if (!isObject(value)) return false;
  const { slug, rule, pinned, sort, minimumCount, hero, words, start, end } = value;
  return (
    typeof slug === 'string' &&
    isObject(rule) &&
    isStringArray(rule['houses']) &&
    Array.isArray(pinned) &&
    pinned.every((id) => Number.isSafeInteger(id)) &&
    typeof sort === 'string' &&
    typeof minimumCount === 'number' &&
    isObject(hero) &&
    typeof hero['src'] === 'string' &&
    isObject(words) &&
    LOCALES.every((locale) => isObject(words[locale]) && typeof words[locale]['title'] === 'string') &&
    (start === undefined || typeof start === 'string') &&
    (end === undefined || typeof end === 'string')
  );
}

/** The manifest checked; null when it is not one. */
export function readManifest(value: unknown): CollectionsManifest | null {
  if (!isObject(value) || !Array.isArray(value['collections']) || !isObject(value['home'])) return null;
  if (!value['collections'].every(isCollection)) return null;
  const placements = value['home']['placements'];
  if (!Array.isArray(placements) || !placements.every((p) => isObject(p) && typeof p['collection'] === 'string')) return null;
  return value as unknown as CollectionsManifest;
}

export const EMPTY_MANIFEST: CollectionsManifest = { collections: [], home: { hero: 'home', placements: [] } };

export type Lookup = { kind: 'found'; collection: ManifestCollection } | { kind: 'moved'; slug: string } | { kind: 'unknown' };

/**
 * The collection a path's slug names: exact; or one that differs only in case or accents (a redirect
 * to the right address); else unknown.
 */
export function findCollection(manifest: CollectionsManifest, slug: string): Lookup {
  const exact = manifest.collections.find((collection) => collection.slug === slug);
  if (exact) return { kind: 'found', collection: exact };
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape is no collection's slug.
  }
  const key = foldName(decoded);
  const near = manifest.collections.find((collection) => foldName(collection.slug) === key);
  return near ? { kind: 'moved', slug: near.slug } : { kind: 'unknown' };
}

/** The collections live at `nowMs`, in the manifest's order. */
export function liveCollections(manifest: CollectionsManifest, nowMs: number): ManifestCollection[] {
  return manifest.collections.filter((collection) => isLive(collection, nowMs));
}

/**
 * What a schedule changes on a page that lists collections (home, index, sitemap): the live slugs and
 * the next instant that set changes. A cache key carrying it never serves a list from another window.
 */
export function scheduleKey(manifest: CollectionsManifest, nowMs: number): string {
  const live = liveCollections(manifest, nowMs).map((collection) => collection.slug);
  const next = nextBoundary(manifest.collections, nowMs);
  return `${live.join(',') || '-'}@${next ?? '-'}`;
}

/** Seconds until the live set next changes (for a response's max-age); null when it never will. */
export function secondsToNextChange(manifest: CollectionsManifest, nowMs: number): number | null {
  const next = nextBoundary(manifest.collections, nowMs);
  return next === null ? null : Math.max(1, Math.ceil((next - nowMs) / 1000));
}

/** The address of a collection in a language: /collections/{slug}, /ms/collections/{slug}. */
export function collectionPath(slug: string): string {
  return `${COLLECTIONS_PATH}/${slug}`;
}

/** The English path of a collection address (/collections/{slug}), or null. */
export function collectionSlugOf(path: string): string | null {
  const match = /^\/collections\/([^/]+)\/?$/.exec(path);
  return match?.[1] ?? null;
}

/** The home page's placements of live collections, in order. */
export function livePlacements(manifest: CollectionsManifest, nowMs: number): (HomePlacement & { collection: string })[] {
  const live = new Set(liveCollections(manifest, nowMs).map((collection) => collection.slug));
  return manifest.home.placements.filter((placement) => live.has(placement.collection));
}

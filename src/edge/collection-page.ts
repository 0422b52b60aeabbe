/**
 * Collections at the edge (issue 36): /collections/{slug}, /collections and their languages.
 *
 * What is live is decided here, at request time, from the manifest the build compiled
 * (src/lib/collections/manifest.ts) and the clock: before its start a collection's address is the
 * store's 404, after its end it answers 410 with a link to the live ones; a slug that differs only in
 * case or accents is redirected to the right one. A live collection's page is the built page (title,
 * intro, hero) with its pieces rendered in by the island's own components from the catalog query its
 * rule becomes (the same query string /search's reader takes, so API_ORIGIN gets it too), its pinned
 * pieces first while available, and an ItemList JSON-LD. It is kept in the page cache like /search.
 * The index keeps the tiles of the live collections only; its cache key carries the live set and the
 * next instant it changes (scheduleKey), so no cached page shows a campaign outside its window.
 */
import { renderCollectionIsland } from '#island-renderers';
import { cardAsShown } from '../lib/catalog/card-as-shown.ts';
import { imageResizingSetting, type ImageResizing } from '../lib/catalog/image-sources.ts';
import { MAX_PAGE, SEARCH_PAGE_SIZE, isSort, sortOptionsFor, wholeNumberIn } from '../lib/catalog/inventory-query-rules.ts';
import { productHref } from '../lib/catalog/product-links.ts';
import { jsonForScript } from '../lib/catalog/html.ts';
import {
  COLLECTION_DATA_ID,
  COLLECTION_RENDERED_ATTRIBUTE,
  COLLECTION_ROOT_ID,
  collectionEmbedJson,
  type CollectionEmbed,
  type NearestSearch,
} from '../lib/collections/collection-embed.ts';
import {
  COLLECTIONS_MANIFEST_PATH,
  COLLECTIONS_PATH,
  collectionPath,
  collectionSlugOf,
  type CollectionsManifest,
  EMPTY_MANIFEST,
  findCollection,
  liveCollections,
  type ManifestCollection,
  readManifest,
  scheduleKey,
} from '../lib/collections/manifest.ts';
import { collectionRuleToQuery, nearestSearches } from '../lib/collections/rule-query.ts';
import { schedulePhase } from '../lib/collections/schedule.ts';
import { readShopperPrefs } from '../lib/config/shopper-prefs-cookie.ts';
import { INVENTORY_STATUS, type InventorySort, type ProductCard, type ProductListResponse } from '../lib/contract/catalog.ts';
import { isProductCard } from '../lib/contract/wire-checks.ts';
import { localeHref, localizePath, type Locale } from '../lib/i18n/locales.ts';
import { messagesOf } from '../lib/i18n/messages.ts';
import { allowsLocalConveniences, publicOrigin, type Env } from '../server/env.ts';
import { edgeApiJson, edgeDeadline, type EdgeContext } from './edge-api.ts';
import { asRender, cachedPage } from './page-cache.ts';
import { styledRender } from './first-screen-styles.ts';
import { edgeRenderedPageHeaders, ISLAND_END_MARKER } from './page-headers.ts';

/** As /search: past this the page goes out as built. */
export const EDGE_COLLECTION_BUDGET_MS = 3_000;
/**
 * Local only (tests, `npm start`): the instant the request is decided at, in ms since the epoch, so
 * a test can move the server's clock across a campaign. Ignored outside local conveniences.
 */
export const CLOCK_HEADER = 'x-store-clock';

/** The request's instant: the clock, or CLOCK_HEADER on this machine. */
export function requestNow(request: Request, env: Env): number {
  const given = request.headers.get(CLOCK_HEADER);
  if (given !== null && allowsLocalConveniences(env, request)) {
    const at = Number(given);
    if (Number.isFinite(at) && at > 0) return at;
  }
  return Date.now();
}

// One manifest per isolate: a deployment's assets never change under it.
let manifestPromise: Promise<CollectionsManifest> | null = null;

/** The build's manifest, through the static assets; the empty one when it cannot be read (logged, retried next time). */
export function loadManifest(env: Env, url: URL): Promise<CollectionsManifest> {
  manifestPromise ??= (async () => {
    const answer = await env.ASSETS.fetch(new URL(COLLECTIONS_MANIFEST_PATH, url));
    if (!answer.ok) throw new Error(`collections manifest answered ${answer.status}`);
    const manifest = readManifest(await answer.json());
    if (!manifest) throw new Error('collections manifest is malformed');
    return manifest;
  })().catch((error: unknown) => {
    console.error('collections manifest unavailable', error);
    manifestPromise = null;
    return EMPTY_MANIFEST;
  });
  return manifestPromise;
}

type PageContext = EventContext<Env, string, Record<string, unknown>>;

/** A built page of the site with another status (404, 410); never cached. */
async function builtPageWithStatus(assets: Env['ASSETS'], url: URL, path: string, status: number): Promise<Response> {
  const page = await assets.fetch(new URL(path, url));
  const headers = new Headers(page.headers);
  for (const name of ['etag', 'last-modified', 'content-length']) headers.delete(name);
  headers.set('Cache-Control', 'no-store');
  return new Response(page.body, { status, headers });
}

/**
 * The collection routes' answer, or null when the path is not one of them. `path` is the English
 * path of the address, `locale` its language.
 */
export async function serveCollectionRoutes(context: PageContext, locale: Locale, path: string): Promise<Response | null> {
  const { request, env } = context;
  const url = new URL(request.url);
  if (path === COLLECTIONS_MANIFEST_PATH) return builtPageWithStatus(env.ASSETS, url, localizePath('/404', locale), 404);
  const isIndex = path === COLLECTIONS_PATH || path === `${COLLECTIONS_PATH}/`;
  const slug = isIndex ? null : collectionSlugOf(path);
  if (!isIndex && slug === null) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const now = requestNow(request, env);
  const manifest = await loadManifest(env, url);
  if (isIndex) return cachedPage(context, () => renderIndex(context, manifest, now), scheduleKey(manifest, now));

  const found = findCollection(manifest, slug ?? '');
  if (found.kind === 'moved') {
    return new Response(null, {
      status: 301,
      headers: { Location: `${localizePath(collectionPath(found.slug), locale)}${url.search}`, 'Cache-Control': 'no-store' },
    });
  }
  const phase = found.kind === 'found' ? schedulePhase(found.collection, now) : null;
  // Before its start a campaign is not there yet: the store's 404, as an unknown slug.
  if (found.kind === 'unknown' || phase === 'upcoming') return builtPageWithStatus(env.ASSETS, url, localizePath('/404', locale), 404);
  if (phase === 'ended') return builtPageWithStatus(env.ASSETS, url, localizePath('/shells/collection-ended', locale), 410);
  const collection = found.collection;
  if (request.method !== 'GET') return context.next();
  return cachedPage(context, async () => {
    const [page, embed] = await Promise.all([context.next(), fetchCollectionAtEdge(collection, url, request, env, context, now, locale)]);
    const isHtml = (page.headers.get('Content-Type') ?? '').startsWith('text/html');
    if (!embed || page.status !== 200 || !isHtml) return page;
    return styledRender(
      asRender(renderCollectionPage(page, embed, imageResizingSetting(env.PUBLIC_IMAGE_RESIZING), locale, publicOrigin(env, request))),
      env.ASSETS,
      request,
    );
  });
}

/** The index as built, with the tiles of the collections that are not live removed (and the note when none is). */
async function renderIndex(context: PageContext, manifest: CollectionsManifest, now: number): Promise<Response> {
  const page = await context.next();
  if (page.status !== 200 || !(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
  const live = new Set(liveCollections(manifest, now).map((collection) => collection.slug));
  const rewritten = new HTMLRewriter()
    .on('[data-collection]', {
      element(element) {
        if (!live.has(element.getAttribute('data-collection') ?? '')) element.remove();
      },
    })
    .on('[data-collections-empty]', {
      element(element) {
        if (live.size === 0) element.removeAttribute('hidden');
      },
    })
    .on('[data-collection-list]', {
      element(element) {
        if (live.size === 0) element.remove();
      },
    })
    .transform(page);
  const headers = edgeRenderedPageHeaders(rewritten.headers, null);
  return asRender(new Response(rewritten.body, { status: 200, headers }));
}

/** The sort and page the address asks for, read leniently as /search reads a hand-edited address. */
export function collectionAddress(url: URL, collection: ManifestCollection): { sort: InventorySort; page: number; options: InventorySort[] } {
  const options = sortOptionsFor(collection.rule.words).map((option) => option.id);
  const asked = url.searchParams.get('sort');
  const sort = isSort(asked) && options.includes(asked) ? asked : collection.sort;
  const page = wholeNumberIn(url.searchParams.get('p') ?? '', 1, MAX_PAGE) ?? 1;
  return { sort, page, options };
}

function listOf(body: unknown): ProductListResponse | null {
  const answer = body as Partial<ProductListResponse> | null;
  if (!answer || !Array.isArray(answer.data) || !answer.data.every(isProductCard) || typeof answer.total_count !== 'number') return null;
  return { data: answer.data, total_count: answer.total_count } as ProductListResponse;
}

/** The looser searches' addresses and names, in the page's language. */
function nearestLinks(collection: ManifestCollection, locale: Locale): NearestSearch[] {
  const m = messagesOf(locale);
  const links = nearestSearches(collection.rule).map((search) => ({
    href: localeHref(`/search?${search.query}&l=50&p=1`, locale),
    label: [search.parts.words, ...search.parts.houses, ...search.parts.categories.map((name) => (m.categories as Record<string, string>)[name] ?? name)]
      .filter((part): part is string => Boolean(part))
      .join(' · '),
  }));
  return [...links.filter((link) => link.label !== ''), { href: localeHref('/search?l=50&p=1', locale), label: m.collections.allPieces }];
}

/**
 * One page of a collection for the request's shopper_prefs currency: its pinned pieces that are still
 * available first (page 1; a sold or vanished one drops out silently), then the rule's, without the
 * pinned ones again on any page (so a pinned piece the rule finds on page 3 is not shown twice). Page 1
 * holds the rule's whole first page besides the pinned ones, so no piece of the rule is pushed off it
 * and lost between pages. Null when the catalog fails or is late (the page then goes out as built).
 */
export async function fetchCollectionAtEdge(
  collection: ManifestCollection,
  url: URL,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  now: number,
  locale: Locale,
  budgetMs = EDGE_COLLECTION_BUDGET_MS,
): Promise<CollectionEmbed | null> {
  const { currency } = readShopperPrefs(request.headers.get('Cookie'));
  const { sort, page, options } = collectionAddress(url, collection);
  const deadline = edgeDeadline(request, budgetMs);
  const query = collectionRuleToQuery(collection.rule, { sort, page, pageSize: SEARCH_PAGE_SIZE, currency: currency.code });
  // Asked for on every page (a cached public read): later pages leave them out of the rule's pieces.
  const pinnedIds = collection.pinned;
  try {
    const [list, pinned] = await Promise.all([
      edgeApiJson('/v2/inventories', `?${query}`, request, env, ctx, deadline),
      pinnedIds.length
        ? edgeApiJson('/v2/inventories', `?${new URLSearchParams({ ids: pinnedIds.join(','), currency: currency.code })}`, request, env, ctx, deadline)
        : Promise.resolve(null),
    ]);
    const answer = list && list.status === 200 ? listOf(list.body) : null;
    if (!answer) return null;
    const pinnedCards = pinned && pinned.status === 200 ? (listOf(pinned.body)?.data ?? []) : [];
    // Pinned while available; a sold one drops out (a vanished one is simply not answered).
    const shownPinned = pinnedCards.filter((card) => card.status === INVENTORY_STATUS.AVAILABLE);
    const pinnedSet = new Set(shownPinned.map((card) => card.id));
    const rest = answer.data.filter((card) => !pinnedSet.has(card.id));
    const items: ProductCard[] = [...(page === 1 ? shownPinned : []), ...rest].map(cardAsShown);
    if (!items.every((card) => card.currency === currency.code)) return null;
    // A pinned piece the rule finds too is counted once (when it is on this page of the rule's answer).
    const onThisPage = answer.data.length - rest.length;
    const total = answer.total_count + shownPinned.length - onThisPage;
    // The pager walks the rule's own pages (page 1 adds the pinned ones on top of its full page).
    const pagedTotal = answer.total_count;
    return {
      slug: collection.slug,
      title: collection.words[locale].title,
      path: localizePath(collectionPath(collection.slug), locale),
      currency,
      items,
      total,
      pagedTotal,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      sort,
      defaultSort: collection.sort,
      sortOptions: options,
      nearest: total < collection.minimumCount ? nearestLinks(collection, locale) : null,
      renderedAt: now,
    };
  } catch (error) {
    console.error('edge collection fetch failed', collection.slug, error);
    return null;
  }
}

/** The ItemList JSON-LD of the page's pieces (schema.org), with absolute product addresses. */
export function itemListJsonLd(embed: CollectionEmbed, origin: string, locale: Locale): string {
  return jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: embed.title,
    url: new URL(embed.path, origin).toString(),
    numberOfItems: embed.total,
    itemListElement: embed.items.map((card, index) => ({
      '@type': 'ListItem',
      position: (embed.page - 1) * embed.pageSize + index + 1,
      url: new URL(localizePath(productHref(card), locale), origin).toString(),
      name: `${card.brand} ${card.model}`,
    })),
  });
}

/** The built collection page with its pieces rendered into the island, the answer embedded and the JSON-LD in <head>. */
export function renderCollectionPage(page: Response, embed: CollectionEmbed, imageResizing: ImageResizing, locale: Locale, origin: string): Response {
  const block = `<script type="application/json" id="${COLLECTION_DATA_ID}">${collectionEmbedJson(embed)}</script>`;
  const jsonLd = embed.items.length ? `<script type="application/ld+json">${itemListJsonLd(embed, origin, locale)}</script>` : '';
  const rewritten = new HTMLRewriter()
    .on('html', {
      element(element) {
        element.setAttribute(COLLECTION_RENDERED_ATTRIBUTE, '');
      },
    })
    .on('head', {
      element(element) {
        element.append(`${block}${jsonLd}`, { html: true });
      },
    })
    .on(`#${COLLECTION_ROOT_ID} > astro-island`, {
      element(element) {
        const html = renderCollectionIsland(embed, element.getAttribute('prefix') ?? '', imageResizing, locale);
        element.setInnerContent(`${html}${ISLAND_END_MARKER}`, { html: true });
      },
    })
    .transform(page);
  return new Response(rewritten.body, { status: 200, headers: edgeRenderedPageHeaders(rewritten.headers, null) });
}

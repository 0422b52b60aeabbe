import { describe, expect, it } from 'vitest';
import { compileManifest, ContentRefusal, type CollectionSource } from '../../../src/lib/collections/compile.ts';
import { findCollection, liveCollections, livePlacements, readManifest } from '../../../src/lib/collections/manifest.ts';
import { collectionRuleSchema } from '../../../src/lib/content/schemas.ts';

const source = (slug: string, extra: Partial<CollectionSource> = {}): CollectionSource => ({
  file: `src/content/collections/en/${slug}.md`,
  id: slug,
  slug,
  title: `Title ${slug}`,
  heroAlt: `Alt ${slug}`,
  hero: { src: `/_astro/${slug}.svg`, width: 1600, height: 900 },
  rule: collectionRuleSchema.parse({}),
  pinned: ['12'],
  sort: 'newest',
  minimumCount: 4,
  ...extra,
});
const home = (collections: string[]) => ({
  file: 'src/content/home/en/home.md',
  data: { hero: 'home', collections: collections.map((collection) => ({ collection, form: 'tiles' as const, afterGroup: 1 })) },
});

describe('compileManifest: the build step from content to the edge', () => {
  it('words per language, English where a translation is missing or blank; pins as numbers', () => {
    const manifest = compileManifest([source('a')], [{ locale: 'ms', id: 'a', title: 'Tajuk', heroAlt: ' ' }], home(['a']));
    const [a] = manifest.collections;
    expect(a?.words.ms).toEqual({ title: 'Tajuk', heroAlt: 'Alt a' });
    expect(a?.words['zh-hant']).toEqual({ title: 'Title a', heroAlt: 'Alt a' });
    expect(a?.pinned).toEqual([12]);
    expect(readManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it('two collections with one slug: refused naming both files and the field', () => {
    expect(() => compileManifest([source('a'), source('a', { file: 'src/content/collections/en/b.md', id: 'b' })], [], null)).toThrow(
      new ContentRefusal(
        "src/content/collections/en/b.md: slug: 'a' is already the slug of src/content/collections/en/a.md; give this collection another slug",
      ),
    );
  });

  it('a home page naming a collection that does not exist: refused naming the file, the field and the slugs there are', () => {
    expect(() => compileManifest([source('a'), source('b')], [], home(['a', 'c']))).toThrow(
      "src/content/home/en/home.md: collections[1].collection: no collection has the slug 'c'; use one of a, b",
    );
  });
});

describe('the manifest at request time', () => {
  const manifest = compileManifest(
    [source('always'), source('campaign', { start: '2027-01-20T00:00', end: '2027-02-20T00:00' }), source('hermes-edit')],
    [],
    home(['campaign', 'always']),
  );
  const during = Date.parse('2027-01-25T00:00:00Z');
  const after = Date.parse('2027-03-01T00:00:00Z');

  it('live collections and home placements follow the clock', () => {
    expect(liveCollections(manifest, during).map((c) => c.slug)).toEqual(['always', 'campaign', 'hermes-edit']);
    expect(liveCollections(manifest, after).map((c) => c.slug)).toEqual(['always', 'hermes-edit']);
    expect(livePlacements(manifest, after).map((p) => p.collection)).toEqual(['always']);
  });

  it.each<[string, ReturnType<typeof findCollection>['kind'], string | undefined]>([
    ['hermes-edit', 'found', undefined],
    ['HERMES-EDIT', 'moved', 'hermes-edit'],
    ['herm%C3%A8s-edit', 'moved', 'hermes-edit'],
    ['Hermès-Edit', 'moved', 'hermes-edit'],
    ['hermes', 'unknown', undefined],
    ['%E0%A4%A', 'unknown', undefined],
  ])('findCollection(%s): %s', (slug, kind, target) => {
    const found = findCollection(manifest, slug);
    expect(found.kind).toBe(kind);
    if (found.kind === 'moved') expect(found.slug).toBe(target);
  });

  it('readManifest refuses what the build does not write', () => {
    expect(readManifest(null)).toBeNull();
    expect(readManifest({ collections: [{ slug: 1 }], home: { placements: [] } })).toBeNull();
    expect(readManifest({ collections: [], home: {} })).toBeNull();
  });
});

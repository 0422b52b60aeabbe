import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { getCollectionPieces } from '../../lib/api/collections.ts';
import { cardAsShown } from '../../lib/catalog/card-as-shown.ts';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import {
  HOME_COLLECTION_WAITING_CLASS,
  HOME_COLLECTIONS_DATA_ID,
  type HomeCollectionBlock,
  type HomeCollectionsEmbed,
  type HomeCollectionTile,
  readHomeCollectionsEmbed,
  shownTiles,
} from '../../lib/collections/home-blocks.ts';
import type { ProductCard } from '../../lib/contract/catalog.ts';
import { $global } from '../../stores/global.ts';
import GroupHeader from '../catalog/GroupHeader.tsx';
import ProductCarousel from '../catalog/ProductCarousel.tsx';
import { useNearScreen } from '../ui/use-near-screen.ts';
import './home-collections.css';

/** What the edge decided for this request (src/edge/home-page.ts), read once in the browser. */
export const HOME_COLLECTIONS_EMBEDDED: HomeCollectionsEmbed | null =
  typeof document !== 'undefined' ? readHomeCollectionsEmbed(document.getElementById(HOME_COLLECTIONS_DATA_ID)?.textContent) : null;

interface BlockProps {
  block: HomeCollectionBlock;
  embed: HomeCollectionsEmbed | null;
  imageResizing: ImageResizing | undefined;
}

/** A block of the home page's collections (inside the home island: the cards and arrows take its words): a rail of tiles or a carousel; nothing when none of it shows. */
export function HomeCollectionBlockView({ block, embed, imageResizing }: BlockProps) {
  const tiles = shownTiles(block, embed);
  const [first] = tiles;
  if (!first) return null;
  if (block.form === 'carousel') return <CollectionCarousel tile={first} block={block} embed={embed} imageResizing={imageResizing} />;
  const headingId = `home-collections-${first.slug}`;
  return (
    <section className="home-collections" aria-labelledby={headingId}>
      <header className="home-group__header">
        <h2 id={headingId} className="home-group__heading">
          {block.words.railTitle}
        </h2>
      </header>
      <ul className="home-collections__tiles">
        {tiles.map((tile) => (
          <li key={tile.slug}>
            <a className="home-collection-tile" href={tile.href}>
              <span className="home-collection-tile__media">
                <img src={tile.image.src} alt="" width={tile.image.width} height={tile.image.height} loading="lazy" decoding="async" />
              </span>
              <span className="home-collection-tile__title">{tile.title}</span>
              <span className="home-collection-tile__more">{block.words.viewCollection}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Pieces = { status: 'waiting' } | { status: 'ready'; items: ProductCard[] };

/**
 * A collection as a carousel of its first pieces, asked for once it comes near the screen: the edge
 * renders it waiting (HOME_COLLECTION_WAKE_TARGET wakes the island when it is in view), so the served
 * page's cards stay the catalog groups' and a first visit loads no code for it.
 */
function CollectionCarousel({ tile, block, imageResizing }: BlockProps & { tile: HomeCollectionTile }) {
  const { currency } = useStore($global);
  const [pieces, setPieces] = useState<Pieces>({ status: 'waiting' });
  const section = useRef<HTMLElement>(null);

  const near = useNearScreen(section, '400px 0px', false);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    getCollectionPieces(tile.query, currency.code)
      .then((answer) => {
        if (!cancelled) setPieces({ status: 'ready', items: answer.data.map(cardAsShown) });
      })
      .catch((error: unknown) => {
        console.error('Cannot load the collection carousel', error);
        if (!cancelled) setPieces({ status: 'ready', items: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [near, tile.query, currency.code]);

  if (pieces.status === 'ready' && pieces.items.length === 0) return null;
  const headingId = `home-collection-${tile.slug}`;
  return (
    <section className="home-group home-collection-carousel" aria-labelledby={headingId} ref={section}>
      <GroupHeader id={headingId} heading={tile.title} link={{ href: tile.href, text: block.words.viewCollection }} />
      {pieces.status === 'ready' ? (
        <ProductCarousel products={pieces.items} label={tile.title} imageResizing={imageResizing} />
      ) : (
        <div className={HOME_COLLECTION_WAITING_CLASS} aria-hidden="true" />
      )}
    </section>
  );
}

/**
 * The /search island's server render (src/components/search/render-search-island.tsx) as the edge's
 * type check sees it: that module is React and DOM code, checked by `astro check`, which also checks
 * it against this declaration. Imported as '#search-island' (package.json "imports").
 */
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import type { SearchEmbed } from '../../lib/search/search-embed.ts';

export declare function renderSearchIsland(embed: SearchEmbed, identifierPrefix: string, imageResizing: ImageResizing): string;

/**
 * The islands' server renders (island-renderers.tsx beside it) as the edge's type check sees
 * them: that module is React and DOM code, checked by `astro check`, which also checks it against
 * this declaration. Imported as '#island-renderers' (package.json "imports").
 */
import type { ReactNode } from 'react';
import type { HomeEmbed } from '../lib/catalog/home-embed.ts';
import type { ImageResizing } from '../lib/catalog/image-sources.ts';
import type { ProductViewOptions } from '../lib/catalog/product-view.ts';
import type { ProductDetail } from '../lib/contract/catalog.ts';
import type { SearchEmbed } from '../lib/search/search-embed.ts';

export declare function renderSearchIsland(embed: SearchEmbed, identifierPrefix: string, imageResizing: ImageResizing): string;
export declare function renderHomeIsland(embed: HomeEmbed, identifierPrefix: string, imageResizing: ImageResizing): string;
export declare function renderProductSection(product: ProductDetail, options: ProductViewOptions, priceGuide?: ReactNode): string;

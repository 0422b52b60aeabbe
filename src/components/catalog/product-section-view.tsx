/**
 * The product section live in the browser: React hydrates the section the edge rendered (with the
 * very options it was rendered with, embedded in the page) or renders it into the empty shell, and
 * renders it again on every change. Loaded by the product page's script only when the section must
 * answer a press or show something else than it shows (product-page-live.ts), so React stays off the
 * page's first load.
 */
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import ProductSection, { ProductFailure, type ProductSectionProps } from './ProductSection.tsx';
import type { LocalizedProduct } from '../../lib/i18n/product-words.ts';

export type SectionContent = { kind: 'product'; props: ProductSectionProps } | { kind: 'failure'; message: string; words?: LocalizedProduct | undefined };

export interface LiveSection {
  /** Renders `content` now (synchronously: the DOM is up to date when this returns). */
  render(content: SectionContent): void;
}

function Section({ content, onCommit }: { content: SectionContent; onCommit?: () => void }) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return content.kind === 'product' ? <ProductSection {...content.props} /> : <ProductFailure message={content.message} localized={content.words} />;
}

function live(root: Root): LiveSection {
  return {
    render: (content) => flushSync(() => root.render(<Section content={content} />)),
  };
}

/** Hydrates the edge's section; answers once React has taken it over (its handlers answer presses). */
export function hydrateSection(container: HTMLElement, served: SectionContent): Promise<LiveSection> {
  return new Promise((resolve, reject) => {
    let root: Root | null = null;
    let hydrated = false;
    const committed = () => {
      hydrated = true;
      if (root) resolve(live(root));
    };
    try {
      root = hydrateRoot(container, <Section content={served} onCommit={committed} />, {
        // A section that cannot be hydrated is rendered again from scratch by React: the shopper sees
        // the same product; say why in the console rather than as an error.
        onRecoverableError: (error) => console.warn('Product section rendered again in the browser', error),
      });
      if (hydrated) resolve(live(root));
    } catch (error) {
      reject(error);
    }
  });
}

/** Renders the section into `container` (the shell's loading state is replaced at the first render). */
export function createSection(container: HTMLElement): LiveSection {
  return live(createRoot(container));
}

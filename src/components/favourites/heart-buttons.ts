/**
 * Hearts in plain HTML (the product page's section, rendered at the edge or by its page script):
 * one listener on the root toggles through the favourites store, and every heart under the root
 * follows the saved ids. No framework code (issue 14: the heart adds none to first load).
 */
import { heartLabel } from '../../lib/favourites/favourites.ts';
import { $favouriteIds, toggleFavourite } from '../../stores/favourites.ts';
import './favourites.css';

function paint(root: ParentNode, ids: ReadonlySet<number>): void {
  root.querySelectorAll<HTMLButtonElement>('button[data-heart]').forEach((button) => {
    const saved = ids.has(Number(button.dataset['heart']));
    button.setAttribute('aria-pressed', String(saved));
    button.setAttribute('aria-label', heartLabel(saved));
  });
}

/** Binds the hearts under `root` (also ones rendered later); answers a function that unbinds. */
export function bindHearts(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-heart]') : null;
    if (!button || !root.contains(button)) return;
    const id = Number(button.dataset['heart']);
    const price = Number(button.dataset['heartPrice']);
    const currency = button.dataset['heartCurrency'] ?? '';
    if (!Number.isInteger(id) || id <= 0) return;
    void toggleFavourite({ id, price: Number.isFinite(price) ? price : 0, currency });
  };
  root.addEventListener('click', onClick);
  const stop = $favouriteIds.subscribe((ids) => paint(root, ids));
  return () => {
    root.removeEventListener('click', onClick);
    stop();
  };
}

/** Paints the hearts under `root` now (after a re-render replaced them). */
export function repaintHearts(root: HTMLElement): void {
  paint(root, $favouriteIds.get());
}

/**
 * The product page's zoom dialog (issue 38, from product-page-live.ts): a gallery image opens it at
 * full size; a click toggles 2× around the pointer, the arrows page through the images, Escape closes.
 */
import type { ProductDetail } from '../../../lib/contract/catalog.ts';
import { format } from '../../../lib/i18n/format.ts';
import { product as englishProduct } from '../../../lib/i18n/messages/en.ts';
import type { LocalizedProduct } from '../../../lib/i18n/product-words.ts';
import { $productDetail } from '../../../stores/product.ts';

/** 'Hermès Birkin 30, image 2 of 5', in the page's language. */
export function zoomAlt(product: Pick<ProductDetail, 'brand' | 'model' | 'assets'>, index: number, localized: LocalizedProduct | null): string {
  const words = localized?.words.product ?? englishProduct;
  return format(words.imageAlt, { name: `${product.brand} ${product.model}`, index: index + 1, count: product.assets.length });
}

/** Opens the dialog on image `index` of the product on screen. */
export function openZoom(dialog: HTMLDialogElement, index: number, localized: LocalizedProduct | null): void {
  const product = $productDetail.get().product;
  const asset = product?.assets[index];
  const image = dialog.querySelector<HTMLImageElement>('img');
  if (!product || !asset || !image) return;
  image.src = asset.large_url;
  image.alt = zoomAlt(product, index, localized);
  dialog.dataset['index'] = String(index);
  dialog.classList.remove('is-zoomed');
  dialog.showModal();
}

/** The image `delta` steps from `index` among `count`, round the ends; null when there is nowhere to go. */
export function steppedIndex(index: number, delta: number, count: number): number | null {
  if (count < 2) return null;
  return (((index + delta) % count) + count) % count;
}

/** Binds the dialog's controls; `show` opens it on another image. */
export function bindZoomDialog(dialog: HTMLDialogElement, show: (index: number) => void): void {
  const image = dialog.querySelector<HTMLImageElement>('img');
  const stage = dialog.querySelector<HTMLElement>('.zoom-dialog__stage');
  const step = (delta: number) => {
    const next = steppedIndex(Number(dialog.dataset['index'] ?? 0), delta, $productDetail.get().product?.assets.length ?? 0);
    if (next === null) return;
    dialog.close();
    show(next);
  };
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target === dialog) dialog.close();
    else if (target?.closest('[data-zoom-close]')) dialog.close();
    else if (target?.closest('[data-zoom-prev]')) step(-1);
    else if (target?.closest('[data-zoom-next]')) step(1);
  });
  stage?.addEventListener('click', (event) => {
    if (!image) return;
    const box = image.getBoundingClientRect();
    image.style.transformOrigin = `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`;
    dialog.classList.toggle('is-zoomed');
  });
  stage?.addEventListener('pointermove', (event) => {
    if (!image || !dialog.classList.contains('is-zoomed')) return;
    const box = stage.getBoundingClientRect();
    image.style.transformOrigin = `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`;
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  });
}

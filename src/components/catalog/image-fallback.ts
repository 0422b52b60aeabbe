/**
 * Broken product images get the default image. Inline onerror handlers would do it before any script
 * loads, but the CSP forbids them; so one capture-phase listener catches later failures and a sweep
 * fixes the images that failed before the script ran.
 */
function swap(image: HTMLImageElement): void {
  const fallback = image.dataset['fallback'];
  if (!fallback || image.dataset['fellBack'] === 'true') return;
  image.dataset['fellBack'] = 'true';
  // In a <picture>, the sources choose the file: drop them, or the broken one is chosen again.
  if (image.parentElement?.tagName === 'PICTURE') image.parentElement.querySelectorAll('source').forEach((source) => source.remove());
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = fallback;
}

export function fallBackOnBrokenImages(root: HTMLElement): void {
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) swap(event.target);
    },
    true,
  );
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) swap(image);
  }
}

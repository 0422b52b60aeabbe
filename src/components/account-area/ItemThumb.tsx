import ProductImage from '../catalog/ProductImage.tsx';

/** A square item photo of a list or receipt; links to the live listing when there is one. */
export default function ItemThumb({ src, alt, size, href }: { src: string; alt: string; size: number; href?: string | null }) {
  const image = <ProductImage className="acct-thumb__img" src={src} alt={alt} width={size} height={size} />;
  if (!href) return <span className="acct-thumb">{image}</span>;
  // A second, hidden link beside the item's named one: a larger target for the pointer, skipped by
  // keyboards and screen readers.
  return (
    <a className="acct-thumb" href={href} tabIndex={-1} aria-hidden="true">
      {image}
    </a>
  );
}

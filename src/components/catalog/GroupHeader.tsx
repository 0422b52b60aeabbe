/** A carousel's heading and its link to every piece (the home groups, the home page's collections, Recommended items). */
export default function GroupHeader({ id, heading, link }: { id: string; heading: string; link: { href: string; text: string; label?: string } | null }) {
  return (
    <header className="home-group__header">
      <h2 id={id} className="home-group__heading">
        {heading}
      </h2>
      {link && (
        <a className="home-group__view-all" href={link.href} aria-label={link.label}>
          {link.text}
        </a>
      )}
    </header>
  );
}

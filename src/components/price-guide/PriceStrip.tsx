/** /search's compact price strip (issue 25), server-only: typical sold range, 12-month trend, link to the guide. */
import type { PriceGuide } from '../../lib/contract/price-guide.ts';
import { sellHref } from '../../lib/price-guide/lines.ts';
import { lineLabel, rangeText, trendText } from '../../lib/price-guide/text.ts';

export default function PriceStrip({ guide, symbol }: { guide: PriceGuide; symbol: string }) {
  if (!guide.range) return null;
  const name = `${guide.line.brand} ${lineLabel(guide.line)}`;
  const direction = guide.trend?.direction ?? 'none';
  return (
    <aside className="price-strip container" aria-label={`Price guide: ${name}`} data-price-strip>
      <p className="price-strip__name">{name}</p>
      <p className="price-strip__fact">
        <span className="price-strip__label">Typical sold</span> {rangeText(guide.range, symbol)}
      </p>
      <p className={`price-strip__fact price-strip__trend price-strip__trend--${direction}`}>{trendText(guide.trend)}</p>
      <a className="price-strip__link" href={sellHref(guide.line)}>
        Full price guide
      </a>
    </aside>
  );
}

/** /search's compact price strip (issue 25), server-only: typical sold range, 12-month trend, link to the guide. */
import type { PriceGuide } from '../../lib/contract/price-guide.ts';
import { sellHref } from '../../lib/price-guide/lines.ts';
import { lineLabel, rangeText, trendText } from '../../lib/price-guide/text.ts';

/** `text` is the search the strip answers: the results island hides the strip once the shopper searches other words. */
export default function PriceStrip({ guide, symbol, text }: { guide: PriceGuide; symbol: string; text: string }) {
  if (!guide.range) return null;
  const name = `${guide.line.brand} ${lineLabel(guide.line)}`;
  const direction = guide.trend?.direction ?? 'none';
  return (
    <aside className="price-strip container" aria-label={`Price guide: ${name}`} data-price-strip={text} data-currency={guide.currency}>
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

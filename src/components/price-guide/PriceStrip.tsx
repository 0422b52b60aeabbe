/** /search's compact price strip (issue 25), server-only: typical sold range, 12-month trend, link to the guide. */
import type { PriceGuide } from '../../lib/contract/price-guide.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { sellHref } from '../../lib/price-guide/lines.ts';
import { localTrendText, type GuideWords } from '../../lib/price-guide/local-text.ts';
import { lineLabel, rangeText, trendText } from '../../lib/price-guide/text.ts';
import { priceGuide } from '../../lib/i18n/messages/en.ts';

interface Props {
  guide: PriceGuide;
  symbol: string;
  /** The search the strip answers: the results island hides the strip once the shopper searches other words. */
  text: string;
  /** Another language's words (issue 26); English keeps its words as they were. */
  words?: GuideWords;
}

export default function PriceStrip({ guide, symbol, text, words }: Props) {
  if (!guide.range) return null;
  const name = `${guide.line.brand} ${lineLabel(guide.line)}`;
  const direction = guide.trend?.direction ?? 'none';
  const t = words?.priceGuide ?? priceGuide;
  return (
    <aside className="price-strip container" aria-label={format(t.stripLabel, { name })} data-price-strip={text} data-currency={guide.currency}>
      <p className="price-strip__name">{name}</p>
      <p className="price-strip__fact">
        <span className="price-strip__label">{t.typicalSold}</span> {rangeText(guide.range, symbol)}
      </p>
      <p className={`price-strip__fact price-strip__trend price-strip__trend--${direction}`}>
        {words ? localTrendText(guide.trend, words) : trendText(guide.trend)}
      </p>
      <a className="price-strip__link" href={words ? localizePath(sellHref(guide.line), words.locale) : sellHref(guide.line)}>
        {t.stripLink}
      </a>
    </aside>
  );
}

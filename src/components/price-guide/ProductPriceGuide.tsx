/**
 * The product page's 'Price guide' (issue 25), server-only: the verdict on this piece's price, the
 * line's typical range, trend and days to sell, the chart with the piece marked, its monthly
 * figures, and the piece's own reductions. Too few sales: the sentence says so and no chart is drawn.
 */
import { priceGuide as ENGLISH } from '../../lib/i18n/messages/en.ts';
import type { ConditionGrade } from '../../lib/contract/catalog.ts';
import type { PriceGuide, PriceHistory } from '../../lib/contract/price-guide.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { sellHref } from '../../lib/price-guide/lines.ts';
import { NOT_ENOUGH_SALES, priceVerdict, rangeText, reductionLines, trendText } from '../../lib/price-guide/text.ts';
import PriceGuideChart from './PriceGuideChart.tsx';
import PriceGuideFigures from './PriceGuideFigures.tsx';
import { format } from '../../lib/i18n/format.ts';
import { localPriceVerdict, localReductionLines, localTrendText, type GuideWords } from '../../lib/price-guide/local-text.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { GuideWordsProvider } from './guide-words.tsx';

export interface ProductPriceGuideProps {
  /** The line's guide in the piece's condition, or in every condition when that has too few sales. */
  guide: PriceGuide | null;
  history: PriceHistory | null;
  piecePrice: number;
  condition: ConditionGrade;
  symbol: string;
  /** The guide's words on a page in another language (issue 26); English (text.ts) without. */
  words?: GuideWords;
}

export default function ProductPriceGuide({ guide, history, piecePrice, condition, symbol, words }: ProductPriceGuideProps) {
  const reductions = history ? (words ? localReductionLines(history.changes, symbol, words) : reductionLines(history.changes, symbol)) : [];
  const range = guide?.range ?? null;
  const t = words?.priceGuide ?? ENGLISH;
  const verdictInput =
    guide && range
      ? { price: piecePrice, typical: range.median, salesCount: guide.sales_count, months: guide.months, line: guide.line, condition: guide.condition, symbol }
      : null;
  const verdict = verdictInput ? (words ? localPriceVerdict(verdictInput, words) : priceVerdict(verdictInput)) : words ? t.notEnough : NOT_ENOUGH_SALES;
  return (
    <GuideWordsProvider words={words}>
      <section className="price-guide" aria-labelledby="price-guide-heading" data-price-guide data-offscreen={guide && range ? '' : undefined}>
        <h2 id="price-guide-heading" className="price-guide__heading">
          {t.heading}
        </h2>
        <p className="price-guide__verdict">{verdict}</p>
        {reductions.length ? (
          <ul className="price-guide__reductions" aria-label={t.history}>
            {reductions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {guide && range ? (
          <>
            <dl className="price-guide__facts">
              <div>
                <dt>{t.typicalRange}</dt>
                <dd>{rangeText(range, symbol)}</dd>
              </div>
              <div>
                <dt>{t.typicalPrice}</dt>
                <dd>{formatPrice(range.median, symbol)}</dd>
              </div>
              <div>
                <dt>{t.trend}</dt>
                <dd>{words ? localTrendText(guide.trend, words) : trendText(guide.trend)}</dd>
              </div>
              {guide.typical_days_to_sell !== null ? (
                <div>
                  <dt>{t.timeToSell}</dt>
                  <dd>{format(t.days, { days: guide.typical_days_to_sell })}</dd>
                </div>
              ) : null}
            </dl>
            <PriceGuideChart guide={guide} symbol={symbol} piecePrice={piecePrice} idPrefix="price-guide-chart" />
            <p className="price-guide__legend" aria-hidden="true">
              <span className="price-guide__key price-guide__key--median">{t.monthlyMedian}</span>
              <span className="price-guide__key price-guide__key--band">{t.band}</span>
              <span className="price-guide__key price-guide__key--piece">{t.thisPiece}</span>
            </p>
            <PriceGuideFigures guide={guide} symbol={symbol} />
            <p className="price-guide__more">
              <a href={words ? localizePath(sellHref({ ...guide.line, condition }), words.locale) : sellHref({ ...guide.line, condition })}>
                {format(t.fullGuide, { model: guide.line.model })}
              </a>
            </p>
          </>
        ) : null}
      </section>
    </GuideWordsProvider>
  );
}

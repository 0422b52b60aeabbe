/**
 * The product page's 'Price guide' (issue 25), server-only: the verdict on this piece's price, the
 * line's typical range, trend and days to sell, the chart with the piece marked, its monthly
 * figures, and the piece's own reductions. Too few sales: the sentence says so and no chart is drawn.
 */
import type { ConditionGrade } from '../../lib/contract/catalog.ts';
import type { PriceGuide, PriceHistory } from '../../lib/contract/price-guide.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { sellHref } from '../../lib/price-guide/lines.ts';
import { NOT_ENOUGH_SALES, priceVerdict, rangeText, reductionLines, trendText } from '../../lib/price-guide/text.ts';
import PriceGuideChart from './PriceGuideChart.tsx';
import PriceGuideFigures from './PriceGuideFigures.tsx';

export interface ProductPriceGuideProps {
  /** The line's guide in the piece's condition, or in every condition when that has too few sales. */
  guide: PriceGuide | null;
  history: PriceHistory | null;
  piecePrice: number;
  condition: ConditionGrade;
  symbol: string;
}

export default function ProductPriceGuide({ guide, history, piecePrice, condition, symbol }: ProductPriceGuideProps) {
  const reductions = history ? reductionLines(history.changes, symbol) : [];
  const range = guide?.range ?? null;
  const verdict =
    guide && range
      ? priceVerdict({
          price: piecePrice,
          typical: range.median,
          salesCount: guide.sales_count,
          months: guide.months,
          line: guide.line,
          condition: guide.condition,
          symbol,
        })
      : NOT_ENOUGH_SALES;
  return (
    <section className="price-guide" aria-labelledby="price-guide-heading" data-price-guide>
      <h2 id="price-guide-heading" className="price-guide__heading">
        Price guide
      </h2>
      <p className="price-guide__verdict">{verdict}</p>
      {reductions.length ? (
        <ul className="price-guide__reductions" aria-label="Price history of this piece">
          {reductions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {guide && range ? (
        <>
          <dl className="price-guide__facts">
            <div>
              <dt>Typical sold range</dt>
              <dd>{rangeText(range, symbol)}</dd>
            </div>
            <div>
              <dt>Typical sold price</dt>
              <dd>{formatPrice(range.median, symbol)}</dd>
            </div>
            <div>
              <dt>Trend</dt>
              <dd>{trendText(guide.trend)}</dd>
            </div>
            {guide.typical_days_to_sell !== null ? (
              <div>
                <dt>Typical time to sell</dt>
                <dd>{`${guide.typical_days_to_sell} days`}</dd>
              </div>
            ) : null}
          </dl>
          <PriceGuideChart guide={guide} symbol={symbol} piecePrice={piecePrice} idPrefix="price-guide-chart" />
          <p className="price-guide__legend" aria-hidden="true">
            <span className="price-guide__key price-guide__key--median">Monthly median</span>
            <span className="price-guide__key price-guide__key--band">25th–75th percentile</span>
            <span className="price-guide__key price-guide__key--piece">This piece</span>
          </p>
          <PriceGuideFigures guide={guide} symbol={symbol} />
          <p className="price-guide__more">
            <a href={sellHref({ ...guide.line, condition })}>{`Full price guide for the ${guide.line.model}`}</a>
          </p>
        </>
      ) : null}
    </section>
  );
}

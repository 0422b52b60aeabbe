/** The monthly figures a price chart is drawn from, as a table behind a disclosure (issue 25). */
import type { PriceGuide } from '../../lib/contract/price-guide.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { lineLabel, monthLabel } from '../../lib/price-guide/text.ts';

export default function PriceGuideFigures({ guide, symbol }: { guide: PriceGuide; symbol: string }) {
  return (
    <details className="price-guide__figures">
      <summary>Monthly figures</summary>
      <div className="price-guide__table-wrap">
        <table>
          <caption>{`Sales of the ${guide.line.brand} ${lineLabel(guide.line)}${guide.condition ? ` in ${guide.condition} condition` : ''} by month, in ${guide.currency}`}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Sales</th>
              <th scope="col">Median</th>
              <th scope="col">25th–75th percentile</th>
            </tr>
          </thead>
          <tbody>
            {[...guide.monthly].reverse().map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{m.count}</td>
                <td>{m.median === null ? '—' : formatPrice(m.median, symbol)}</td>
                <td>{m.p25 === null || m.p75 === null ? '—' : `${formatPrice(m.p25, symbol)} – ${formatPrice(m.p75, symbol)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

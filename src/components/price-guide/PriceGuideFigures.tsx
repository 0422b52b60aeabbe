/** The monthly figures a price chart is drawn from, as a table behind a disclosure (issue 25). */
import type { PriceGuide } from '../../lib/contract/price-guide.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { format } from '../../lib/i18n/format.ts';
import { priceGuide as ENGLISH } from '../../lib/i18n/messages/en.ts';
import { conditionPhrase, localMonthLabel } from '../../lib/price-guide/local-text.ts';
import { lineLabel, monthLabel } from '../../lib/price-guide/text.ts';
import { useGuideWords } from './guide-words.tsx';

/** Its words are the guide's (useGuideWords): the page's language (issue 26), or English. */
export default function PriceGuideFigures({ guide, symbol }: { guide: PriceGuide; symbol: string }) {
  const words = useGuideWords();
  const t = words?.priceGuide ?? ENGLISH;
  const caption = words
    ? format(t.figuresCaption, {
        line: `${guide.line.brand} ${lineLabel(guide.line)}`,
        condition: conditionPhrase(guide.condition, words),
        currency: guide.currency,
      })
    : format(ENGLISH.figuresCaption, {
        line: `${guide.line.brand} ${lineLabel(guide.line)}`,
        condition: guide.condition ? format(ENGLISH.inCondition, { condition: guide.condition }) : '',
        currency: guide.currency,
      });
  return (
    <details className="price-guide__figures">
      <summary>{t.monthlyFigures}</summary>
      <div className="price-guide__table-wrap">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.month}</th>
              <th scope="col">{t.sales}</th>
              <th scope="col">{t.median}</th>
              <th scope="col">{t.band}</th>
            </tr>
          </thead>
          <tbody>
            {[...guide.monthly].reverse().map((m) => (
              <tr key={m.month}>
                <th scope="row">{words ? localMonthLabel(m.month, words) : monthLabel(m.month)}</th>
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

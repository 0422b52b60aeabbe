/**
 * /sell, 'What is my piece worth?' (issue 25), server-only: a GET form (house, model, size where the
 * line has sizes, material, condition) and, when it was sent, the estimate: the expected resale range
 * (25th to 75th percentile), typical days to sell, the chart and the sales behind it; the closest lines
 * the store knows when it has no guide for the one asked. The page's small script
 * (src/pages/sell.astro) narrows the choices to the chosen house and model; without it the form
 * works as it is, one answer at a time.
 */
import type { ModelLineOption, PriceGuide } from '../../lib/contract/price-guide.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { findLine, sellHref } from '../../lib/price-guide/lines.ts';
import { CONDITION_GRADES } from '../../lib/price-guide/stats.ts';
import { lineLabel, NOT_ENOUGH_SALES, rangeText, trendText } from '../../lib/price-guide/text.ts';
import PriceGuideChart from './PriceGuideChart.tsx';
import PriceGuideFigures from './PriceGuideFigures.tsx';
import { Options } from '../ui/Options.tsx';

export interface SellAsk {
  brand: string;
  model: string;
  size: string;
  material: string;
  condition: string;
}

export type SellAnswer =
  | { kind: 'none' }
  | { kind: 'guide'; guide: PriceGuide }
  | { kind: 'unknown'; closest: ModelLineOption[] }
  | { kind: 'refused'; message: string };

export interface SellView {
  lines: ModelLineOption[];
  ask: SellAsk;
  answer: SellAnswer;
  symbol: string;
}

function Choice({ name, label, value, options, anyLabel }: { name: string; label: string; value: string; options: readonly string[]; anyLabel: string }) {
  return (
    <div className="sell-form__field" data-field={name}>
      <label htmlFor={`sell-${name}`}>{label}</label>
      <select id={`sell-${name}`} name={name} defaultValue={options.includes(value) ? value : ''}>
        <option value="">{anyLabel}</option>
        <Options items={options} value={String} label={String} />
      </select>
    </div>
  );
}

function Estimate({ guide, symbol }: { guide: PriceGuide; symbol: string }) {
  const title = `${guide.line.brand} ${lineLabel(guide.line)}${guide.material ? `, ${guide.material}` : ''}${guide.condition ? `, ${guide.condition} condition` : ''}`;
  return (
    <section className="sell-result" aria-labelledby="sell-result-heading" data-sell-result>
      <h2 id="sell-result-heading" className="sell-result__heading">
        {title}
      </h2>
      {guide.range ? (
        <>
          <p className="sell-result__range">
            <span className="sell-result__label">Expected resale range</span>
            <strong>{rangeText(guide.range, symbol)}</strong>
          </p>
          <dl className="price-guide__facts">
            <div>
              <dt>Typical sold price</dt>
              <dd>{formatPrice(guide.range.median, symbol)}</dd>
            </div>
            <div>
              <dt>Typical time to sell</dt>
              <dd>{guide.typical_days_to_sell === null ? '—' : `${guide.typical_days_to_sell} days`}</dd>
            </div>
            <div>
              <dt>Sales behind this estimate</dt>
              <dd>{`${guide.sales_count} in ${guide.months} months`}</dd>
            </div>
            <div>
              <dt>Trend</dt>
              <dd>{trendText(guide.trend)}</dd>
            </div>
          </dl>
          <PriceGuideChart guide={guide} symbol={symbol} idPrefix="sell-chart" />
          <p className="price-guide__legend" aria-hidden="true">
            <span className="price-guide__key price-guide__key--median">Monthly median</span>
            <span className="price-guide__key price-guide__key--band">25th–75th percentile</span>
          </p>
          <PriceGuideFigures guide={guide} symbol={symbol} />
        </>
      ) : (
        <p className="price-guide__verdict">{`${NOT_ENOUGH_SALES}: ${guide.sales_count} ${guide.sales_count === 1 ? 'sale' : 'sales'} in ${guide.months} months. Try any size, material or condition.`}</p>
      )}
      <div className="sell-result__consign">
        <a className="btn" href="/applinks">
          Consign with us
        </a>
        <p>Consignments are arranged in our app: our specialists authenticate, photograph and price your piece.</p>
      </div>
    </section>
  );
}

export default function SellEstimate({ lines, ask, answer, symbol }: SellView) {
  const houses = [...new Set(lines.map((l) => l.brand))].sort((a, b) => a.localeCompare(b));
  const line = ask.brand && ask.model ? findLine(lines, ask.brand, ask.model) : undefined;
  const models = lines.filter((l) => !ask.brand || l.brand === ask.brand).map((l) => l.model);
  return (
    <>
      <form className="sell-form" method="get" action="/sell" data-sell-form>
        <div className="sell-form__field" data-field="brand">
          <label htmlFor="sell-brand">House</label>
          <select id="sell-brand" name="brand" required defaultValue={houses.includes(ask.brand) ? ask.brand : ''}>
            <option value="">Choose a house</option>
            <Options items={houses} value={String} label={String} />
          </select>
        </div>
        <div className="sell-form__field" data-field="model">
          <label htmlFor="sell-model">Model</label>
          <input
            id="sell-model"
            name="model"
            list="sell-models"
            required
            autoComplete="off"
            maxLength={120}
            defaultValue={ask.model}
            placeholder="e.g. Birkin"
          />
          <datalist id="sell-models">
            {[...new Set(models)].map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
        </div>
        <Choice name="size" label="Size" value={ask.size} options={line?.sizes ?? []} anyLabel={line && line.sizes.length === 0 ? 'One size' : 'Any size'} />
        <Choice name="material" label="Material" value={ask.material} options={line?.materials ?? []} anyLabel="Any material" />
        <Choice name="condition" label="Condition" value={ask.condition} options={CONDITION_GRADES} anyLabel="Any condition" />
        <button className="btn sell-form__submit" type="submit">
          Get an estimate
        </button>
      </form>
      <div className="sell-answer" aria-live="polite">
        {answer.kind === 'guide' ? <Estimate guide={answer.guide} symbol={symbol} /> : null}
        {answer.kind === 'refused' ? (
          <p className="sell-answer__note" role="alert">
            {answer.message}
          </p>
        ) : null}
        {answer.kind === 'unknown' ? (
          <section className="sell-result" aria-labelledby="sell-closest-heading" data-sell-closest>
            <h2
              id="sell-closest-heading"
              className="sell-result__heading"
            >{`We have no price guide for ${ask.brand ? `${ask.brand} ` : ''}${ask.model || 'that piece'} yet`}</h2>
            {answer.closest.length ? (
              <>
                <p>The closest lines we know:</p>
                <ul className="sell-closest">
                  {answer.closest.map((l) => (
                    <li key={`${l.brand}|${l.model}`}>
                      <a href={sellHref({ brand: l.brand, model: l.model, condition: ask.condition || null })}>{`${l.brand} ${l.model}`}</a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Choose a house and one of its models from the list.</p>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}

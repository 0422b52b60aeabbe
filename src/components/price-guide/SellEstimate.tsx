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
import { lineLabel, rangeText, trendText } from '../../lib/price-guide/text.ts';
import PriceGuideChart from './PriceGuideChart.tsx';
import PriceGuideFigures from './PriceGuideFigures.tsx';
import { Options } from '../ui/Options.tsx';
import { priceGuide as ENGLISH_GUIDE } from '../../lib/i18n/messages/en.ts';
import { sell as ENGLISH } from '../../lib/i18n/messages/en-sell.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { materialWord, storeWord } from '../../lib/i18n/product-words.ts';
import { localCount, localTrendText, type SellWords } from '../../lib/price-guide/local-text.ts';
import { GuideWordsProvider } from './guide-words.tsx';

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
  /** The page's words in another language (issue 26); English without (the words below, as always). */
  words?: SellWords;
}

/**
 * The form's messages for its script on another language's page (sell-form.ts reads them), with
 * every line's materials in the language (the script refills the choice when the model changes);
 * none in English.
 */
function scriptWords(words: SellWords | undefined, lines: SellView['lines']): Record<string, string> {
  if (!words) return {};
  const t = words.sell;
  const materials = Object.fromEntries([...new Set(lines.flatMap((l) => l.materials))].map((m) => [m, materialWord(m, words)]));
  return {
    'data-house-missing': t.houseMissing,
    'data-model-missing': t.modelMissing,
    'data-any-size': t.anySize,
    'data-one-size': t.oneSize,
    'data-any-material': t.anyMaterial,
    'data-material-words': JSON.stringify(materials),
  };
}

function Choice({
  name,
  label,
  value,
  options,
  anyLabel,
  optionLabel = String,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  anyLabel: string;
  optionLabel?: (option: string) => string;
}) {
  return (
    <div className="sell-form__field" data-field={name}>
      <label htmlFor={`sell-${name}`}>{label}</label>
      <select id={`sell-${name}`} name={name} defaultValue={options.includes(value) ? value : ''}>
        <option value="">{anyLabel}</option>
        <Options items={options} value={String} label={optionLabel} />
      </select>
    </div>
  );
}

function Estimate({ guide, symbol, words }: { guide: PriceGuide; symbol: string; words: SellWords | undefined }) {
  const t = words?.sell ?? ENGLISH;
  const g = words?.priceGuide ?? ENGLISH_GUIDE;
  const condition = guide.condition
    ? words
      ? format(t.resultCondition, { condition: storeWord(words.conditions, guide.condition) })
      : `, ${guide.condition} condition`
    : '';
  const title = `${guide.line.brand} ${lineLabel(guide.line)}${guide.material ? `, ${words ? materialWord(guide.material, words) : guide.material}` : ''}${condition}`;
  return (
    <section className="sell-result" aria-labelledby="sell-result-heading" data-sell-result>
      <h2 id="sell-result-heading" className="sell-result__heading">
        {title}
      </h2>
      {guide.range ? (
        <>
          <p className="sell-result__range">
            <span className="sell-result__label">{t.expectedRange}</span>
            <strong>{rangeText(guide.range, symbol)}</strong>
          </p>
          <dl className="price-guide__facts">
            <div>
              <dt>{g.typicalPrice}</dt>
              <dd>{formatPrice(guide.range.median, symbol)}</dd>
            </div>
            <div>
              <dt>{g.timeToSell}</dt>
              <dd>
                {guide.typical_days_to_sell === null
                  ? '—'
                  : format(g.days, { days: words ? localCount(guide.typical_days_to_sell, words) : guide.typical_days_to_sell })}
              </dd>
            </div>
            <div>
              <dt>{t.salesBehind}</dt>
              <dd>
                {format(t.salesIn, {
                  sales: words ? localCount(guide.sales_count, words) : guide.sales_count,
                  months: words ? localCount(guide.months, words) : guide.months,
                })}
              </dd>
            </div>
            <div>
              <dt>{g.trend}</dt>
              <dd>{words ? localTrendText(guide.trend, words) : trendText(guide.trend)}</dd>
            </div>
          </dl>
          <PriceGuideChart guide={guide} symbol={symbol} idPrefix="sell-chart" />
          <p className="price-guide__legend" aria-hidden="true">
            <span className="price-guide__key price-guide__key--median">{g.monthlyMedian}</span>
            <span className="price-guide__key price-guide__key--band">{g.band}</span>
          </p>
          <PriceGuideFigures guide={guide} symbol={symbol} />
        </>
      ) : (
        <p className="price-guide__verdict">
          {format(guide.sales_count === 1 ? t.notEnoughOne : t.notEnough, {
            sales: words ? localCount(guide.sales_count, words) : guide.sales_count,
            months: words ? localCount(guide.months, words) : guide.months,
          })}
        </p>
      )}
      <div className="sell-result__consign">
        <a className="btn" href="/applinks">
          {t.consign}
        </a>
        <p>{t.consignNote}</p>
      </div>
    </section>
  );
}

export default function SellEstimate({ lines, ask, answer, symbol, words }: SellView) {
  const t = words?.sell ?? ENGLISH;
  const here = (href: string) => (words ? localizePath(href, words.locale) : href);
  const conditionLabel = words ? (grade: string) => storeWord(words.conditions, grade) : String;
  // The product page's material words; the value sent stays the catalog's English.
  const materialLabel = words ? (material: string) => materialWord(material, words) : String;
  const houses = [...new Set(lines.map((l) => l.brand))].sort((a, b) => a.localeCompare(b));
  const line = ask.brand && ask.model ? findLine(lines, ask.brand, ask.model) : undefined;
  const models = lines.filter((l) => !ask.brand || l.brand === ask.brand).map((l) => l.model);
  return (
    <GuideWordsProvider words={words}>
      <form className="sell-form" method="get" action={here('/sell')} data-sell-form {...scriptWords(words, lines)}>
        <div className="sell-form__field" data-field="brand">
          <label htmlFor="sell-brand">{t.house}</label>
          <select id="sell-brand" name="brand" required defaultValue={houses.includes(ask.brand) ? ask.brand : ''}>
            <option value="">{t.chooseHouse}</option>
            <Options items={houses} value={String} label={String} />
          </select>
        </div>
        <div className="sell-form__field" data-field="model">
          <label htmlFor="sell-model">{t.model}</label>
          <input
            id="sell-model"
            name="model"
            list="sell-models"
            required
            autoComplete="off"
            maxLength={120}
            defaultValue={ask.model}
            placeholder={t.modelExample}
          />
          <datalist id="sell-models">
            {[...new Set(models)].map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
        </div>
        <Choice name="size" label={t.size} value={ask.size} options={line?.sizes ?? []} anyLabel={line && line.sizes.length === 0 ? t.oneSize : t.anySize} />
        <Choice name="material" label={t.material} value={ask.material} options={line?.materials ?? []} anyLabel={t.anyMaterial} optionLabel={materialLabel} />
        <Choice name="condition" label={t.condition} value={ask.condition} options={CONDITION_GRADES} anyLabel={t.anyCondition} optionLabel={conditionLabel} />
        <button className="btn sell-form__submit" type="submit">
          {t.submit}
        </button>
      </form>
      <div className="sell-answer" aria-live="polite">
        {answer.kind === 'guide' ? <Estimate guide={answer.guide} symbol={symbol} words={words} /> : null}
        {answer.kind === 'refused' ? (
          <p className="sell-answer__note" role="alert">
            {answer.message}
          </p>
        ) : null}
        {answer.kind === 'unknown' ? (
          <section className="sell-result" aria-labelledby="sell-closest-heading" data-sell-closest>
            <h2 id="sell-closest-heading" className="sell-result__heading">
              {words
                ? format(t.noGuide, { piece: ask.model ? `${ask.brand ? `${ask.brand} ` : ''}${ask.model}` : t.thatPiece })
                : format(ENGLISH.noGuide, { piece: `${ask.brand ? `${ask.brand} ` : ''}${ask.model || ENGLISH.thatPiece}` })}
            </h2>
            {answer.closest.length ? (
              <>
                <p>{t.closest}</p>
                <ul className="sell-closest">
                  {answer.closest.map((l) => (
                    <li key={`${l.brand}|${l.model}`}>
                      <a href={here(sellHref({ brand: l.brand, model: l.model, condition: ask.condition || null }))}>{`${l.brand} ${l.model}`}</a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t.chooseFromList}</p>
            )}
          </section>
        ) : null}
      </div>
    </GuideWordsProvider>
  );
}

/**
 * A model line's sold prices as an SVG chart (issue 25), rendered on the server only (the edge's
 * react-dom/server): the monthly median as a line, the band between the 25th and 75th percentile,
 * and this piece's price marked. No script: the SVG and its text alternative are the whole chart;
 * the figures it is drawn from are in PriceGuideFigures, behind a disclosure.
 */
import type { PriceGuide, PriceGuideMonth } from '../../lib/contract/price-guide.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { lineLabel, monthLabel } from '../../lib/price-guide/text.ts';
import { format } from '../../lib/i18n/format.ts';
import { conditionPhrase, localAxisMonth, localCount, localMonthLabel, type GuideWords } from '../../lib/price-guide/local-text.ts';
import { priceChart, priceGuide } from '../../lib/i18n/messages/en.ts';
import { useGuideWords } from './guide-words.tsx';

const W = 360;
const H = 200;
const PAD = { left: 52, right: 12, top: 14, bottom: 26 } as const;

interface Props {
  guide: PriceGuide;
  symbol: string;
  /** This piece's price, in the guide's currency; absent on /sell and /search. */
  piecePrice?: number | null;
  /** Makes the title and description ids unique on the page. */
  idPrefix: string;
}

type Filled = PriceGuideMonth & { p25: number; median: number; p75: number };
const filled = (m: PriceGuideMonth): m is Filled => m.median !== null && m.p25 !== null && m.p75 !== null;

/** A step of 1, 2, 2.5 or 5 times a power of ten, so about `count` ticks cover [low, high]. */
function ticks(low: number, high: number, count = 4): number[] {
  const raw = (high - low) / count || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const out: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step) out.push(v);
  return out;
}

/** Short axis amounts: S$28k, S$1.2k, S$950. */
function shortAmount(value: number, symbol: string): string {
  if (Math.abs(value) >= 1_000_000) return `${symbol}${+(value / 1_000_000).toFixed(1)}m`;
  if (Math.abs(value) >= 10_000) return `${symbol}${Math.round(value / 1000)}k`;
  if (Math.abs(value) >= 1_000) return `${symbol}${+(value / 1000).toFixed(1)}k`;
  return formatPrice(value, symbol);
}

/** Runs of consecutive months with sales: a month without any breaks the line and the band. */
function runs(months: readonly PriceGuideMonth[]): { index: number; month: Filled }[][] {
  const out: { index: number; month: Filled }[][] = [];
  let current: { index: number; month: Filled }[] = [];
  months.forEach((month, index) => {
    if (filled(month)) current.push({ index, month });
    else if (current.length) {
      out.push(current);
      current = [];
    }
  });
  if (current.length) out.push(current);
  return out;
}

export function chartSummary(guide: PriceGuide, symbol: string, piecePrice?: number | null): string {
  const withSales = guide.monthly.filter(filled);
  const first = withSales[0];
  const last = withSales.at(-1);
  const label = lineLabel(guide.line);
  const parts = [
    format(priceChart.summary, {
      line: `${guide.line.brand} ${label}`,
      condition: guide.condition ? format(priceGuide.inCondition, { condition: guide.condition }) : '',
    }),
    first && last
      ? format(priceChart.fromTo, {
          first: monthLabel(first.month),
          firstPrice: formatPrice(first.median, symbol),
          last: monthLabel(last.month),
          lastPrice: formatPrice(last.median, symbol),
        })
      : '',
    guide.range
      ? format(priceChart.half, { sales: guide.sales_count, low: formatPrice(guide.range.p25, symbol), high: formatPrice(guide.range.p75, symbol) })
      : '',
    piecePrice ? format(priceChart.piece, { price: formatPrice(piecePrice, symbol) }) : '',
    priceChart.end,
  ];
  return parts.join('');
}

/** chartSummary in another language: the same facts, the language's words, months and numbers. */
export function localChartSummary(guide: PriceGuide, symbol: string, piecePrice: number | null | undefined, words: GuideWords): string {
  const t = words.priceChart;
  const withSales = guide.monthly.filter(filled);
  const first = withSales[0];
  const last = withSales.at(-1);
  const line = `${guide.line.brand} ${lineLabel(guide.line)}`;
  const parts = [
    format(t.summary, { line, condition: conditionPhrase(guide.condition, words) }),
    first && last
      ? format(t.fromTo, {
          first: localMonthLabel(first.month, words),
          firstPrice: formatPrice(first.median, symbol),
          last: localMonthLabel(last.month, words),
          lastPrice: formatPrice(last.median, symbol),
        })
      : '',
    guide.range
      ? format(t.half, { sales: localCount(guide.sales_count, words), low: formatPrice(guide.range.p25, symbol), high: formatPrice(guide.range.p75, symbol) })
      : '',
    piecePrice ? format(t.piece, { price: formatPrice(piecePrice, symbol) }) : '',
    t.end,
  ];
  return parts.join('');
}

/** Its words are the guide's (useGuideWords): the page's language, or English as text.ts writes it. */
export default function PriceGuideChart({ guide, symbol, piecePrice = null, idPrefix }: Props) {
  const words = useGuideWords();
  const months = guide.monthly;
  const withSales = months.filter(filled);
  const values = [...withSales.flatMap((m) => [m.p25, m.p75]), ...(piecePrice ? [piecePrice] : [])];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.08 || max * 0.05 || 1;
  const axis = ticks(Math.max(0, min - pad), max + pad);
  const low = Math.min(axis[0] ?? min, min - pad);
  const high = Math.max(axis.at(-1) ?? max, max + pad);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (months.length <= 1 ? plotW / 2 : (index / (months.length - 1)) * plotW);
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low)) * plotH;
  const pt = (a: number, b: number) => `${a.toFixed(1)},${b.toFixed(1)}`;
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const labelEvery = months.length > 12 ? 6 : 3;

  return (
    <svg className="price-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`} preserveAspectRatio="xMidYMid meet">
      <title id={titleId}>
        {words
          ? format(words.priceChart.title, { line: `${guide.line.brand} ${lineLabel(guide.line)}`, months: localCount(guide.months, words) })
          : format(priceChart.title, { line: `${guide.line.brand} ${lineLabel(guide.line)}`, months: String(guide.months) })}
      </title>
      <desc id={descId}>{words ? localChartSummary(guide, symbol, piecePrice, words) : chartSummary(guide, symbol, piecePrice)}</desc>
      <g className="price-chart__grid">
        {axis.map((value) => (
          <g key={value}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(value)} y2={y(value)} />
            <text x={PAD.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
              {shortAmount(value, symbol)}
            </text>
          </g>
        ))}
        {months.map((m, index) =>
          index % labelEvery === (months.length - 1) % labelEvery ? (
            <text key={m.month} x={x(index)} y={H - 8} textAnchor={index === months.length - 1 ? 'end' : 'middle'}>
              {words ? localAxisMonth(m.month, words) : monthLabel(m.month).replace(/ (\d{2})(\d{2})$/, ' ’$2')}
            </text>
          ) : null,
        )}
      </g>
      <g>
        {runs(months).map((run) => {
          const top = run.map(({ index, month }) => pt(x(index), y(month.p75)));
          const bottom = run.map(({ index, month }) => pt(x(index), y(month.p25))).reverse();
          const key = run[0]?.month.month ?? '';
          return run.length > 1 ? (
            <g key={key}>
              <polygon className="price-chart__band" points={[...top, ...bottom].join(' ')} />
              <polyline className="price-chart__median" points={run.map(({ index, month }) => pt(x(index), y(month.median))).join(' ')} />
            </g>
          ) : (
            <g key={key}>
              <line
                className="price-chart__band-tick"
                x1={x(run[0]?.index ?? 0)}
                x2={x(run[0]?.index ?? 0)}
                y1={y(run[0]?.month.p75 ?? 0)}
                y2={y(run[0]?.month.p25 ?? 0)}
              />
              <circle className="price-chart__dot" cx={x(run[0]?.index ?? 0)} cy={y(run[0]?.month.median ?? 0)} r="2.5" />
            </g>
          );
        })}
        {piecePrice ? (
          <g className="price-chart__piece">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(piecePrice)} y2={y(piecePrice)} />
            <text x={W - PAD.right} y={y(piecePrice) - 5} textAnchor="end">
              {format((words ?? { priceChart }).priceChart.marker, { price: formatPrice(piecePrice, symbol) })}
            </text>
          </g>
        ) : null}
      </g>
    </svg>
  );
}

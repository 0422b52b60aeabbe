/**
 * A price guide's words in another language (issue 26): the verdict, reductions, trend, days and
 * month labels, from the `priceGuide` and `conditions` messages. English pages keep text.ts word for
 * word. Amounts go through the store's one money formatter (the spec's price rules); counts, days and
 * dates through Intl for the language; the model line as the house writes it.
 */
import type { ConditionGrade } from '../contract/catalog.ts';
import type { PriceChange, PriceTrend } from '../contract/price-guide.ts';
import { formatPrice } from '../format/money.ts';
import { format } from '../i18n/format.ts';
import { langTag, type Locale } from '../i18n/locales.ts';
import type { Section } from '../i18n/messages/types.ts';
import { storeWord, type MaterialWords } from '../i18n/product-words.ts';
import { MIN_GUIDE_SALES } from './stats.ts';
import { IN_LINE_SHARE, lineLabel, type VerdictInput } from './text.ts';

export interface GuideWords {
  locale: Locale;
  priceGuide: Section<'priceGuide'>;
  conditions: Section<'conditions'>;
  /** The chart's title, description and marker. */
  priceChart: Section<'priceChart'>;
}

/**
 * /sell's words in another language: the guide's, the form's and estimate's (section `sell`), and the
 * material words a product page uses, so a material choice reads as it does there.
 */
export interface SellWords extends GuideWords, MaterialWords {
  sell: Section<'sell'>;
}

/** The store's time zone is Singapore's. */
const STORE_TIME_ZONE = 'Asia/Singapore';

/** A number of sales, months or days as the language writes numbers. */
export function localCount(value: number, words: GuideWords): string {
  return value.toLocaleString(langTag(words.locale));
}

/** ' in Excellent condition' in the language; '' for every condition. */
export function conditionPhrase(condition: ConditionGrade | null, words: GuideWords): string {
  return condition ? format(words.priceGuide.inCondition, { condition: storeWord(words.conditions, condition) }) : '';
}

/** The verdict on a piece's price (text.ts priceVerdict) in the language. */
export function localPriceVerdict(input: VerdictInput, words: GuideWords): string {
  const t = words.priceGuide;
  if (input.salesCount < MIN_GUIDE_SALES) return t.notEnough;
  const values = {
    line: lineLabel(input.line),
    condition: conditionPhrase(input.condition, words),
    sales: localCount(input.salesCount, words),
    months: localCount(input.months, words),
  };
  const difference = Math.round(input.price - input.typical);
  if (Math.abs(difference) <= input.typical * IN_LINE_SHARE) return format(t.inLine, values);
  return format(difference < 0 ? t.below : t.above, { ...values, amount: formatPrice(Math.abs(difference), input.symbol) });
}

/** A day in the store's time zone, written as the language writes dates ('2026年11月12日', '12 Nov 2026'). */
export function localStoreDay(iso: string, words: GuideWords): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return new Intl.DateTimeFormat(langTag(words.locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: STORE_TIME_ZONE }).format(ms);
}

/** 'Nov 2026' for '2026-11', in the language. */
export function localMonthLabel(month: string, words: GuideWords): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, 15);
  return new Intl.DateTimeFormat(langTag(words.locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** A chart axis's month ('Nov ’26' in English) in the language: short month and two-digit year. */
export function localAxisMonth(month: string, words: GuideWords): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, 15);
  return new Intl.DateTimeFormat(langTag(words.locale), { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(at);
}

/** Each drop of the piece's price (text.ts reductionLines), oldest first, in the language. */
export function localReductionLines(changes: readonly PriceChange[], symbol: string, words: GuideWords): string[] {
  return changes
    .filter((c) => c.to < c.from)
    .map((c) => format(words.priceGuide.reducedFrom, { price: formatPrice(c.from, symbol), date: localStoreDay(c.changed_at, words) }));
}

/** The 12-month trend (text.ts trendText) in the language. */
export function localTrendText(trend: PriceTrend | null, words: GuideWords): string {
  const t = words.priceGuide;
  if (!trend) return t.noTrend;
  const percent = localCount(Math.abs(trend.percent), words);
  if (trend.direction === 'steady') return format(t.trendSteady, { change: `${trend.percent >= 0 ? '+' : '−'}${percent}%` });
  return format(trend.direction === 'up' ? t.trendUp : t.trendDown, { percent });
}

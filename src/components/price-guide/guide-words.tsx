/**
 * A price guide's words for the parts below its root (the chart, the monthly table): the root (the
 * product page's guide, /sell's estimate) provides its page's GuideWords through the island's
 * WordsProvider, and a part reads them with useGuideWords. Undefined on an English page, where the
 * parts keep src/lib/price-guide/text.ts's English word for word.
 */
import { type ReactNode, useMemo } from 'react';
import { conditions, priceChart, priceGuide } from '../../lib/i18n/messages/en.ts';
import type { GuideWords } from '../../lib/price-guide/local-text.ts';
import { useLocale, useWords, WordsProvider } from '../ui/words.tsx';

/** Gives the parts below a guide's words (none: English). */
export function GuideWordsProvider({ words, children }: { words: GuideWords | undefined; children?: ReactNode }) {
  const sections = words && { priceGuide: words.priceGuide, conditions: words.conditions, priceChart: words.priceChart };
  return (
    <WordsProvider words={sections} locale={words?.locale}>
      {children}
    </WordsProvider>
  );
}

/** The guide's words in the page's language; undefined on an English page. */
export function useGuideWords(): GuideWords | undefined {
  const locale = useLocale();
  const guide = useWords('priceGuide', priceGuide);
  const grades = useWords('conditions', conditions);
  const chart = useWords('priceChart', priceChart);
  return useMemo(() => (locale === 'en' ? undefined : { locale, priceGuide: guide, conditions: grades, priceChart: chart }), [locale, guide, grades, chart]);
}

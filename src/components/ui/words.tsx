/**
 * An island's words without threading them through its layers (issue 38). The island's root takes
 * its page's sections as one prop (serialized into that page's HTML on a page in another language,
 * absent on an English page) and provides them here, with the page's language; a component anywhere
 * below asks for its section with `useWords`, giving the English section it imports itself as the
 * default, and for the language (dates, counts, addresses) with `useLocale`. So an English page's
 * JavaScript carries English only, another language's page carries its own words in its HTML, and no
 * component in between names words it does not show. Typed: a section is the catalog's
 * (src/lib/i18n/messages), English's keys checked against every language by `npm run check`.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Messages, SectionName } from '../../lib/i18n/messages/types.ts';

/** Some sections of the catalog, in one language. */
export type IslandWords = { readonly [S in SectionName]?: Messages[S] };

interface Provided {
  words: IslandWords;
  locale: Locale;
}

const Words = createContext<Provided>({ words: {}, locale: 'en' });

/**
 * Gives the components below these sections (over the ones an outer provider gives) and the page's
 * language (the outer one's when not given); none: English.
 */
export function WordsProvider({ words, locale, children }: { words?: IslandWords | undefined; locale?: Locale | undefined; children?: ReactNode }) {
  const outer = useContext(Words);
  const value = useMemo(
    () => (words || locale ? { words: words ? { ...outer.words, ...words } : outer.words, locale: locale ?? outer.locale } : outer),
    [outer, words, locale],
  );
  return <Words.Provider value={value}>{children}</Words.Provider>;
}

/** The section in the page's language, or `english` (the section as imported from messages/en*.ts). */
export function useWords<S extends SectionName>(section: S, english: Messages[S]): Messages[S] {
  return useContext(Words).words[section] ?? english;
}

/** The page's language, as its island's root provided it; English without. */
export function useLocale(): Locale {
  return useContext(Words).locale;
}

/** The props of an island's root: its page's sections and language on a localized page, nothing on an English one. */
export interface IslandLanguage<W extends IslandWords = IslandWords> {
  locale?: Locale;
  words?: W;
}

/**
 * An island whose parts read all they say from the words (the profile's tabs): its root provides the
 * page's sections and language, and the island itself takes no props.
 */
export function provideWords<W extends IslandWords>(Island: () => ReactNode): (props: IslandLanguage<W>) => ReactNode {
  return function IslandRoot({ locale, words }: IslandLanguage<W>) {
    return (
      <WordsProvider words={words} locale={locale}>
        <Island />
      </WordsProvider>
    );
  };
}

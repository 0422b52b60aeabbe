/**
 * Marketing content in every language (issue 26): a translation stands in for its English entry
 * (src/lib/i18n/content.ts), and the translations in src/content keep the English entry's facts:
 * the same place (order, FAQ section), the same link and image, the same highlight figures, and every
 * number and address of the text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWritten, localizeEntry } from '../../../src/lib/i18n/content.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/lib/i18n/locales.ts';
import { CONTENT_FOLDERS } from '../../../src/lib/content/schemas.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

describe('localizeEntry (a banner)', () => {
  const english = { id: 'about' };
  const translations = [{ id: 'zh-hant/about' }, { id: 'ms/home' }];
  it.each<[Locale, string, boolean]>([
    ['en', 'about', false],
    ['zh-hant', 'zh-hant/about', false],
    ['ms', 'about', true],
    ['zh-hans', 'about', true],
  ])('%s: %s, fallback %s', (locale, id, fallback) => {
    expect(localizeEntry(english, translations, locale)).toEqual({ entry: { id }, fallback });
  });
});

describe('isWritten (a translation the editor has only begun counts as missing)', () => {
  it.each<[string, { body?: string; data: object }, boolean]>([
    ['question and answer', { body: 'Yes.', data: { question: '可以吗？', section: 'buying', order: 1 } }, true],
    ['only the duplicated fields', { body: '', data: { section: 'buying', order: 1 } }, false],
    ['no body at all', { data: { question: '可以吗？' } }, false],
    ['a blank question', { body: 'Yes.', data: { question: '  ' } }, false],
    ['a blank answer', { body: '\n \n', data: { question: '可以吗？' } }, false],
  ])('%s', (_name, entry, written) => {
    expect(isWritten(entry, ['question'])).toBe(written);
  });
});

interface Entry {
  frontMatter: string;
  body: string;
}

function read(path: string): Entry {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path, 'utf8'));
  if (!match) throw new Error(`${path}: no front matter`);
  return { frontMatter: match[1] ?? '', body: match[2] ?? '' };
}

/** Front-matter lines that are the same in every language (place, link, image file, figures). */
function invariants({ frontMatter }: Entry): string[] {
  return frontMatter
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(order|section|link|figure|- figure):/.test(line) || line.startsWith('image:'))
    .map((line) => (line.startsWith('image:') ? `image: ${line.slice(line.lastIndexOf('/') + 1)}` : line));
}

/** The facts a translation must carry over word for word: numbers, times and e-mail addresses. */
function facts(text: string): string[] {
  return [...text.matchAll(/[\w.+-]+@[\w.-]+\.[a-z]{2,}|#?\d[\d-]*/g)].map(([fact]) => fact).sort();
}

const english = (folder: string) =>
  readdirSync(join(ROOT, folder, DEFAULT_LOCALE))
    .filter((name) => name.endsWith('.md'))
    .sort();

// The home page is one file for every language (it holds no words), so it has no translations.
const TRANSLATED_FOLDERS = Object.entries(CONTENT_FOLDERS).filter(([name]) => name !== 'home');

describe.each(TRANSLATED_FOLDERS)('%s translations keep the English facts', (_name, folder) => {
  const rows = TRANSLATED.flatMap((locale) =>
    english(folder)
      .filter((file) => existsSync(join(ROOT, folder, locale, file)))
      .map((file) => [locale, file] as const),
  );

  it('has translations to check', () => {
    expect(rows.length).toBeGreaterThan(0);
  });

  it('every translation has an English entry of the same file name', () => {
    for (const locale of TRANSLATED) {
      const dir = join(ROOT, folder, locale);
      const files = existsSync(dir) ? readdirSync(dir) : [];
      for (const file of files) expect(english(folder), `${locale}/${file}`).toContain(file);
    }
  });

  it.each(rows)('%s/%s', (locale, file) => {
    const source = read(join(ROOT, folder, DEFAULT_LOCALE, file));
    const translation = read(join(ROOT, folder, locale, file));
    expect(invariants(translation)).toEqual(invariants(source));
    expect(facts(translation.body)).toEqual(facts(source.body));
  });
});

/**
 * The stamp of the shopper_prefs a page was rendered for (src/lib/config/priced-with.ts): put on <html>
 * by the edge, read back by the head script (src/early/prefs-cookie.ts) in place of document.cookie. Table-driven.
 */
import { describe, expect, it } from 'vitest';
import { withPricedWithStamp } from '../../../src/lib/config/priced-with.ts';

describe('withPricedWithStamp', () => {
  const cases: [string, string, string, string][] = [
    ['a page', '<!doctype html><html lang="en"><head></head></html>', 'USD.3', '<!doctype html><html data-priced-with="USD.3" lang="en"><head></head></html>'],
    ['<html> with no attributes', '<html><body></body></html>', 'SGD.0', '<html data-priced-with="SGD.0"><body></body></html>'],
    ['upper-case markup', '<HTML LANG="ms">', 'JPY.4', '<HTML data-priced-with="JPY.4" LANG="ms">'],
    // Only a shopper_prefs value is written into markup: nothing that could close the attribute.
    ['a value that is not a choice', '<html lang="en">', 'USD.3"><script>', '<html lang="en">'],
    ['an empty value', '<html lang="en">', '', '<html lang="en">'],
    ['a page already stamped (a kept render styled again)', '<html data-priced-with="GBP.2">', 'USD.3', '<html data-priced-with="GBP.2">'],
    ['no <html> element', '<p>fragment</p>', 'USD.3', '<p>fragment</p>'],
    ['an element whose name starts with html', '<htmlish><html>', 'USD.3', '<htmlish><html data-priced-with="USD.3">'],
  ];
  it.each(cases)('%s', (_name, html, value, expected) => {
    expect(withPricedWithStamp(html, value)).toBe(expected);
  });
});

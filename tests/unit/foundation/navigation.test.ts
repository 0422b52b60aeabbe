import { describe, expect, it } from 'vitest';
import { hasAuthenticator, needsLogin } from '../../../src/lib/navigation/guard.ts';
import { accessDeniedHref, brandHref, DEAL_OF_THE_DAY_HREF, routePath, safeReturnPath } from '../../../src/lib/navigation/links.ts';
import { answers } from '../answers.ts';

describe('navigation guard (spec section 5)', () => {
  answers(
    needsLogin,
    [
      ['/profile/0', true],
      ['/profile/3', true],
      ['/profile', true],
      ['/settings', true],
      ['/saved-searches', true],
      ['/saved-searches/', true],
      ['/saved-searchesx', false],
      ['/', false],
      ['/profiles', false],
      ['/search', false],
      ['/order-detail/1', false],
    ],
    'needsLogin(%s) = %s',
  );

  answers(
    hasAuthenticator,
    [
      [null, false],
      ['', false],
      ['not json', false],
      ['null', false],
      ['{}', false],
      ['{"authenticator":null}', false],
      ['{"authenticator":{"email":"a@b.c"}}', false],
      ['{"authenticator":{"id":0}}', false],
      ['{"authenticator":{"id":""}}', false],
      ['{"authenticator":{"id":12}}', true],
      ['{"authenticator":{"id":"u-12"}}', true],
    ],
    'hasAuthenticator(%s) = %s',
  );

  it('sends guests to /access-denied with the original path in re', () => {
    expect(accessDeniedHref('/profile/0?tab=x')).toBe('/access-denied?re=%2Fprofile%2F0%3Ftab%3Dx');
  });
});

describe('after-login return path (only paths on this site)', () => {
  answers(
    safeReturnPath,
    [
      [null, '/'],
      ['', '/'],
      ['/settings', '/settings'],
      ['/profile/2?p=3#top', '/profile/2?p=3#top'],
      ['https://evil.example/phish', '/'],
      ['//evil.example/phish', '/'],
      ['/\\evil.example', '/'],
      ['javascript:alert(1)', '/'],
      ['settings', '/'],
      ['/\u0000x', '/'],
    ],
    'safeReturnPath(%s) = %s',
  );
});

describe('quick links (spec section 2)', () => {
  it('Deal of the Day', () => {
    expect(DEAL_OF_THE_DAY_HREF).toBe('/search?deal=true&l=50&p=1');
  });
  it.each([
    ['Hermès', '/search?brand=Herm%C3%A8s&l=50&p=1'],
    ['Louis Vuitton', '/search?brand=Louis+Vuitton&l=50&p=1'],
    ['Others', '/search?brand=Others&l=50&p=1'],
  ])('brand %s', (brand, href) => {
    expect(brandHref(brand)).toBe(href);
    expect(new URL(href, 'http://x').searchParams.get('brand')).toBe(brand);
  });
});

describe('routePath', () => {
  answers(
    routePath,
    [
      ['/', '/'],
      ['/index.html', '/'],
      ['/faq.html', '/faq'],
      ['/faq/', '/faq'],
      ['/profile/0.html', '/profile/0'],
      ['/search', '/search'],
    ],
    '%s → %s',
  );
});

/**
 * Issue 26: the first-visit language offer on `/`, through the real middleware chain
 * (functions/_middleware.ts). The header cases: which browsers get the banner, in which language,
 * and that an answer with it is the visitor's alone while the page cache keeps the page without it.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../../../src/edge/page-cache.ts';
import { withPricedWithStamp } from '../../../src/lib/config/priced-with.ts';
import { readShopperPrefs, shopperPrefsValue } from '../../../src/lib/config/shopper-prefs-cookie.ts';
import { deployedEnv, staticSite, throughMiddleware, withSeededCatalog } from './middleware-chain.ts';

const HOME_HTML =
  '<!doctype html><html lang="en"><head><title>Reluxe</title></head><body><a class="skip-link" href="#main">Skip to content</a>' +
  '<header class="topbar">Reluxe</header><main id="main"><section class="hero"><h1>Luxury made easy, simple, and fuss-free.</h1></section>' +
  '<div id="home-groups-root"><astro-island uid="H1" component-url="/_astro/HomeGroups.js" client="interaction" ssr>' +
  '<div class="home-groups home-groups--loading" role="status"><span class="visually-hidden">Loading products</span></div><!--astro:end--></astro-island></div>' +
  '</main></body></html>';
const ABOUT_HTML =
  '<!doctype html><html lang="en"><body><a class="skip-link" href="#main">Skip</a><header class="topbar"></header><main id="main">About</main></body></html>';

const assets = staticSite({ pages: { '/': HOME_HTML, '/about-us': ABOUT_HTML }, cacheControl: 'public, max-age=0, must-revalidate' });
const deployed = deployedEnv(assets);
const PHONE = { 'Sec-CH-UA-Mobile': '?1', 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'Sec-Fetch-Dest': 'document' };
const DESKTOP = { 'Sec-CH-UA-Mobile': '?0', 'Sec-Fetch-Dest': 'document' };

function visit(headers: Record<string, string>, path = '/') {
  return throughMiddleware(new Request(`https://shop.example${path}`, { headers }), deployed, assets);
}

const bannerOf = (html: string) => /<aside class="language-offer"[^>]*>.*?<\/aside>/s.exec(html)?.[0] ?? null;

describe('GET / offers the language the browser prefers, once nothing is chosen', () => {
  it.each([
    ['zh-HK,zh;q=0.9,en;q=0.8', 'zh-Hant', 'Reluxe 亦提供繁體中文版本。', '/language/zh-hant?from=%2F', '轉用繁體中文', '不用了'],
    ['zh-CN,zh;q=0.9', 'zh-Hans', 'Reluxe 也提供简体中文版本。', '/language/zh-hans?from=%2F', '切换到简体中文', '不用了'],
    ['ms-MY,en;q=0.5', 'ms', 'Reluxe juga tersedia dalam Bahasa Melayu.', '/language/ms?from=%2F', 'Tukar ke Bahasa Melayu', 'Tidak, terima kasih'],
  ])('%s: a banner in %s, before the top bar, the visitor’s alone', async (acceptLanguage, lang, text, href, action, dismiss) => {
    const { res, html } = await visit({ ...PHONE, 'Accept-Language': acceptLanguage });
    expect(res.status).toBe(200);
    const banner = bannerOf(html);
    expect(banner).toContain(`lang="${lang}"`);
    expect(banner).toContain(`>${text}</p>`);
    expect(banner).toContain(`href="${href}" hreflang="${lang}">${action}</a>`);
    expect(banner).toContain(`href="/language/en?from=%2F" hreflang="en">${dismiss}</a>`);
    // After the skip link (still the first thing a keyboard reaches), before the top bar.
    expect(html).toMatch(/Skip to content<\/a><aside class="language-offer"[^>]*>.*<\/aside><header class="topbar">/s);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(res.headers.get('Vary')).toMatch(/Cookie/);
    expect(res.headers.get('ETag')).toBeNull();
    // Never a redirect, and no script added.
    expect(html.match(/<script/g)).toBeNull();
  });

  it.each([
    ['en-GB,en;q=0.9', {}],
    ['en-US,zh-HK;q=0.8', {}],
    ['fr-FR', {}],
    ['', {}],
    ['zh-HK', { Cookie: 'shopper_lang=en' }],
    ['zh-HK', { Cookie: 'shopper_prefs=SGD.1; shopper_lang=zh-hant' }],
    ['ms', { Cookie: 'shopper_lang=zh-hans' }],
  ])('%s %j: the page as it was, no banner', async (acceptLanguage, more) => {
    const { res, html } = await visit({ ...PHONE, 'Accept-Language': acceptLanguage, ...more });
    expect(res.status).toBe(200);
    // As built, stamped with the choice the edge read from the cookie (src/lib/config/priced-with.ts).
    const cookie = 'Cookie' in more ? more.Cookie : null;
    expect(html).toBe(withPricedWithStamp(HOME_HTML, shopperPrefsValue(readShopperPrefs(cookie))));
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('Vary')).toBe('Accept-Language');
  });

  it('is made on / only: other pages never carry it', async () => {
    const { html, res } = await visit({ ...PHONE, 'Accept-Language': 'zh-HK' }, '/about-us');
    expect(html).toBe(ABOUT_HTML);
    expect(res.headers.get('Vary')).toBeNull();
  });

  it('answers a browser revalidating its copy of / with the whole page and the banner', async () => {
    const { res, html } = await visit({ ...PHONE, 'Accept-Language': 'zh-HK', 'If-None-Match': '"abc"', 'If-Modified-Since': 'Wed, 21 Oct 2015 07:28:00 GMT' });
    expect(res.status).toBe(200);
    expect(bannerOf(html)).not.toBeNull();
  });
});

describe('the page cache keeps / without the banner', () => {
  withSeededCatalog(40);

  it('a render made for a zh-HK visitor is served to an en-GB one without it, and the other way round', async () => {
    const first = await visit({ ...DESKTOP, 'Accept-Language': 'zh-HK' });
    expect(bannerOf(first.html)).not.toBeNull();
    expect(first.res.headers.get('Cache-Control')).toBe('private, no-store');
    const second = await visit({ ...DESKTOP, 'Accept-Language': 'en-GB' });
    expect(second.res.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(bannerOf(second.html)).toBeNull();
    expect(second.html).toContain('home-data');
    const third = await visit({ ...DESKTOP, 'Accept-Language': 'ms-MY' });
    expect(third.res.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(bannerOf(third.html)).toContain('lang="ms"');
    expect(third.html.match(/class="language-offer"/g)).toHaveLength(1);
  });
});

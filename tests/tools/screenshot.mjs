import { chromium } from 'playwright';
const [, , url, out, width = '375', ua] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: Number(width), height: Number(width) < 800 ? 812 : 900 }, ...(ua ? { userAgent: ua } : {}) });
const p = await ctx.newPage();
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(800);
console.log('scrollWidth', await p.evaluate(() => document.documentElement.scrollWidth));
console.log(
  await p.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 5)
      .map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)),
  ),
);
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await b.close();

import { expect, test } from '@playwright/test';
import { pageAtRest } from './support.ts';

test.describe('FAQ', () => {
  test('questions are a disclosure: closed at first, opened and closed by click and keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'FAQ sections' });
    await expect(sections.getByRole('link', { name: 'Selling & consigning' })).toHaveAttribute('href', '#selling');

    const offer = page.locator('details', { has: page.getByText('Can I make an offer?', { exact: true }) });
    const answer = offer.getByText(/minimum offer/);
    await expect(offer).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
    await offer.getByText('Can I make an offer?').click();
    await expect(offer).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await offer.getByText('Can I make an offer?').click();
    await expect(answer).toBeHidden();

    // Keyboard: the summary is focusable and toggles with Enter.
    const returns = page.locator('details', { has: page.getByText('Can I return a purchase?', { exact: true }) });
    await returns.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(returns.getByText(/within seven days of delivery/)).toBeVisible();
  });

  test('a link to a question opens it, and every section from the content collection is there', async ({ page }) => {
    await page.goto('/faq#faq-commission');
    await expect(page.locator('#faq-commission')).toHaveAttribute('open', '');
    await expect(page.getByText(/Between 10 and 20 percent of the sold price/)).toBeVisible();
    for (const name of ['Buying', 'Selling & consigning', 'Authenticity & condition', 'Delivery & returns', 'Payment', 'Your account']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(structured ?? '{}')).toMatchObject({ '@type': 'FAQPage' });
  });
});

test.describe('About us', () => {
  test('shows the about banner and the Markdown sections in order', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeAttached();
    await expect(page.getByAltText('Revolutionizing Luxury')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Revolutionizing Luxury',
      'A second life for the pieces you love',
      'Every piece, checked by hand',
      'Consign with us',
      'Visit our boutiques',
    ]);
    await expect(page.getByText('391 Orchard Road, #12-01 Ngee Ann City Tower B')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('policy pages', () => {
  test('/privacy-policy shows the document at the startup address privacy_policy', async ({ page }) => {
    const loaded = page.waitForResponse((r) => r.url().includes('/policies/privacy-policy'));
    await page.goto('/privacy-policy');
    await loaded;
    const doc = page.getByRole('article', { name: 'Privacy Policy' });
    await expect(doc.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(doc.getByText(/Personal Data Protection Act 2012/)).toBeVisible();
    // The document's own <style> (which would restyle the store) is dropped.
    await expect(doc.locator('style')).toHaveCount(0);
  });

  test('/terms-conditions shows the document at the startup address term_condition', async ({ page }) => {
    await page.goto('/terms-conditions');
    const doc = page.getByRole('article', { name: 'Terms & Conditions' });
    await expect(doc.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(doc.getByRole('heading', { name: '4. Offers' })).toBeVisible();
  });

  test('a load failure is logged and the page stays empty', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/policies/privacy-policy*', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/privacy-policy');
    await expect.poll(() => errors.some((e) => e.includes('Cannot load the policy document'))).toBe(true);
    await expect(page.getByRole('article', { name: 'Privacy Policy' })).toBeEmpty();
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('/test shows a policy document with scripts, handlers and javascript: links, none of which run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/test');
    const doc = page.getByRole('article', { name: 'Policy test document' });
    await expect(doc.getByRole('heading', { level: 1, name: 'Policy test document' })).toBeVisible();
    await expect(doc.getByText('A list item', { exact: true })).toBeVisible();
    await expect(doc.getByRole('cell', { name: 'A table row' })).toBeVisible();
    await expect(doc.getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', '/faq');
    await expect(doc.getByRole('link', { name: 'the PDPC' })).toHaveAttribute('rel', 'noopener noreferrer');

    // Give any handler its chance: hover and click, follow the links, wait for the image error.
    await doc.getByText('A paragraph with click and hover handlers.').hover();
    await doc.getByText('A paragraph with click and hover handlers.').click();
    await doc.getByText('A javascript: link').click();
    await doc.getByText('An encoded javascript: link').click();
    await doc.getByText('A details element with a toggle handler').click();
    await expect.poll(() => doc.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
    await pageAtRest(page);

    const ran = await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__policy')));
    expect(ran).toEqual([]);
    expect(dialogs).toEqual([]);
    await expect(page).toHaveTitle('Policy test | Reluxe');
    await expect(page).toHaveURL(/\/test$/);
    await expect(doc.locator('script, iframe, form, button, style')).toHaveCount(0);
    const inlineHandlers = await doc.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}.${a.name}`)),
    );
    expect(inlineHandlers).toEqual([]);
    const hrefs = await doc.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
    expect(hrefs).toEqual(['/faq', 'mailto:support@reluxe.sg', 'https://www.pdpc.gov.sg/']);
  });
});

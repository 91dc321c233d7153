import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SECTION_ORDER } from '../src/content.ts';
import { expectAccessible } from './axe.ts';

const PHONE = '(617) 555-0142';
const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

test('the home page has every section in order and no accessibility violation', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Hydration mismatches are reported as console errors.
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  await expect(page).toHaveTitle(/Retirement income, tax and insurance/);
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('header, main > section, footer')].map(
      (el) => el.id || el.tagName.toLowerCase(),
    ),
  );
  expect(order).toEqual(['header', ...SECTION_ORDER, 'footer']);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'help people retire and stay retired',
  );
  for (const title of ['Visibility', 'Finance', 'Support', 'Analytics', 'Protection', 'Launch']) {
    await expect(page.locator('#reassurance').getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.locator('#services img')).toHaveCount(5);
  for (const step of ['Discover', 'Analyze', 'Plan', 'Implement']) {
    await expect(page.locator('#formula').getByRole('heading', { name: step })).toBeVisible();
  }
  const footer = page.locator('footer');
  await expect(footer).toContainText(PHONE);
  await expect(footer).toContainText('@example.com');
  await expect(footer).toContainText('licensed insurance professionals');
  await expect(footer).toContainText('not endorsed by any government agency');
  await expect(footer).toContainText('not accounting, legal, tax or investment advice');
  await expectAccessible(page, 'home');
  expect(errors).toEqual([]);
  // For review, not for comparison: test-results/…/home.png at this project's width.
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
});

test('the marketing content is in the HTML without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Chat With Your Financial Guide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 4: Implement' })).toBeVisible();
  await context.close();
});

test('every nav link scrolls to its section', async ({ page }) => {
  await page.goto('/');
  const links = [
    ['Home', 'home'],
    ['Services', 'services'],
    ['Four-Step Formula', 'formula'],
    ['Chat Now', 'chat'],
    ['Contact', 'contact'],
  ] as const;
  for (const [label, id] of links) {
    if (narrow(page)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectAccessible(page, 'menu open');
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await page.locator('#home').scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Get Expert Answers Now' }).click();
  await expect(page).toHaveURL(/#chat$/);
  await expect(page.locator('#chat')).toBeInViewport();
  await page.locator('#contact').getByRole('link', { name: 'Chat Now' }).click();
  await expect(page.locator('#chat')).toBeInViewport();
});

test('smooth scrolling, except when reduced motion is asked for', async ({ page }) => {
  await page.goto('/');
  const behavior = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  expect(await behavior()).toBe('smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await behavior()).toBe('auto');
});

test('Call Now: tap to reveal under 768 px, at once on wider screens', async ({ page }) => {
  await page.goto('/');
  // Record whether each click on a tel: link would dial, without leaving the page.
  await page.evaluate(() => {
    (window as unknown as { dials: boolean[] }).dials = [];
    window.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a[href^="tel:"]');
      if (!link) return;
      (window as unknown as { dials: boolean[] }).dials.push(!event.defaultPrevented);
      event.preventDefault();
    });
  });
  const dials = () => page.evaluate(() => (window as unknown as { dials: boolean[] }).dials);
  const button = page.locator('#home').getByRole('link', { name: `Call Now, ${PHONE}` });
  await expect(button).toHaveAttribute('href', 'tel:+16175550142');
  const label = button.getByText('Call Now');
  const number = button.getByText(PHONE);
  await expect(label).toBeVisible();
  await expect(number).toBeHidden();
  if (narrow(page)) {
    await button.click();
    await expect(number).toBeVisible();
    await expect(label).toBeHidden();
    expect(await dials()).toEqual([false]);
    await button.click();
    expect(await dials()).toEqual([false, true]);
  } else {
    await button.hover();
    await expect(number).toBeVisible();
    await button.click();
    expect(await dials()).toEqual([true]);
    await expect(page.locator('header').getByRole('link', { name: /Call Now/ })).toBeVisible();
  }
});

test('the header keeps Call Now one tap away: a phone button beside Menu under 640 px', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.locator('header');
  const calls = header.getByRole('link', { name: `Call Now, ${PHONE}` });
  const call = calls.filter({ visible: true });
  await expect(call).toHaveCount(1);
  await expect(call).toHaveAttribute('href', 'tel:+16175550142');
  if (!narrow(page)) {
    await expect(call).toContainText('Call Now');
    await expectAccessible(page, 'header, wide');
    return;
  }
  const box = await call.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  const menu = header.getByRole('button', { name: 'Menu' });
  const menuBox = await menu.boundingBox();
  expect(Math.abs((menuBox?.y ?? 0) - (box?.y ?? 0))).toBeLessThan(4); // side by side
  // The first tap shows the number, the second dials.
  await page.evaluate(() => {
    (window as unknown as { dials: boolean[] }).dials = [];
    window.addEventListener('click', (event) => {
      if (!(event.target as Element).closest('a[href^="tel:"]')) return;
      (window as unknown as { dials: boolean[] }).dials.push(!event.defaultPrevented);
      event.preventDefault();
    });
  });
  await call.click();
  await expect(call.getByText(PHONE)).toBeVisible();
  await expectAccessible(page, 'header, phone number shown');
  await call.click();
  expect(await page.evaluate(() => (window as unknown as { dials: boolean[] }).dials)).toEqual([
    false,
    true,
  ]);

  // At 320 px everything still fits on one row, the number included.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await call.click();
  await expect(call.getByText(PHONE)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(320);
  for (const control of [call, menu, call.getByText(PHONE)]) {
    const { x = -1, width = 0 } = (await control.boundingBox()) ?? {};
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(320);
  }
  await expectAccessible(page, 'header at 320 px');
});

test('a shared link shows the share image: the tags, and a 1200 × 630 PNG made at build time', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  const url = await meta('og:image');
  // Absolute, from the site's configured address (the default here).
  expect(url).toBe('https://www.example.com/share.png');
  expect(await meta('og:image:type')).toBe('image/png');
  expect(await meta('og:image:width')).toBe('1200');
  expect(await meta('og:image:height')).toBe('630');
  const alt = 'Long Wharf Retirement Partners: We help people retire and stay retired.';
  expect(await meta('og:image:alt')).toBe(alt);
  expect(await meta('twitter:card')).toBe('summary_large_image');
  expect(await meta('twitter:image:alt')).toBe(alt);

  const response = await request.get(new URL(url ?? '', 'http://x').pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // The IHDR chunk: width, then height, as 32-bit big-endian numbers.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeGreaterThan(10_000); // drawn, not blank
});

test('unknown paths answer 404 with the not-found page and log the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  const response = await page.goto('/no/such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectAccessible(page, '404');
  await expect.poll(() => logged.some((text) => text.includes('/no/such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('head: CSP with no unsafe-inline script, canonical, Open Graph, JSON-LD, robots and sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:54321/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(data['@type']).toBe('FinancialService');
  expect(data.telephone).toBe(PHONE);
  expect(data.address.addressRegion).toBe('MA');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('<urlset');
});

test('the built files hold no secret', () => {
  const dist = join(import.meta.dirname, '..', 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(js|html|css|txt|xml)$/.test(f),
  );
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const text = readFileSync(join(dist, file), 'utf8');
    expect(text, file).not.toMatch(
      /service_role|sk-[A-Za-z0-9]{20}|SUPABASE_DB_URL|OPENAI_API_KEY/,
    );
  }
});

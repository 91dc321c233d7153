import { expect, type Page, test } from '@playwright/test';

const PHONE = '(617) 555-0142';
const SCRIPTS = '**/assets/*.js';
const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const island = (page: Page) => page.locator('[data-island="chat"]');
const chat = (page: Page) => page.locator('#chat');
const log = (page: Page) => page.getByRole('log');

/** Holds every script file until `release()`: the page as it is before its scripts arrive. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(SCRIPTS, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release: () => release(), held };
}

/** Records, for each click on a tel: link, whether the browser would dial. */
async function recordDials(page: Page) {
  await page.evaluate(() => {
    const dials: boolean[] = [];
    (window as unknown as { dials: boolean[] }).dials = dials;
    window.addEventListener('click', (event) => {
      if (!(event.target as Element).closest('a[href^="tel:"]')) return;
      dials.push(!event.defaultPrevented);
      event.preventDefault();
    });
  });
  return () => page.evaluate(() => (window as unknown as { dials: boolean[] }).dials);
}

test('the page paints from its HTML: the application script is requested only after', async ({
  page,
}) => {
  await page.goto('/');
  await expect(island(page)).toHaveAttribute('data-hydrated', '');
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { load: navigation?.loadEventStart, paint: paint?.startTime, scripts };
  });
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const start of timing.scripts) {
    expect(start).toBeGreaterThanOrEqual(timing.load ?? Infinity);
    expect(start).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
  }
  // No script in the HTML but the inline page script, allowed by its hash alone.
  const html = await (await page.request.get('/')).text();
  expect(html.match(/<script[^>]*\ssrc=/g)).toBeNull();
  expect(html).not.toMatch(/<link[^>]*modulepreload/);
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
});

test('Call Now: before the scripts arrive, the first tap on a phone reveals and the second dials', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/');
  const dials = await recordDials(page);
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  const hero = page.locator('#home').getByRole('link', { name: `Call Now, ${PHONE}` });
  const number = hero.getByText(PHONE);
  await expect(number).toBeHidden();
  if (narrow(page)) {
    await hero.click();
    await expect(number).toBeVisible();
    await expect(hero.getByText('Call Now')).toBeHidden();
    expect(await dials()).toEqual([false]);
    // Each button keeps its own flag: the header's still reveals first.
    const header = page.locator('header').getByRole('link', { name: /Call Now/ });
    await header.filter({ visible: true }).click();
    expect(await dials()).toEqual([false, false]);
    await hero.click();
    expect(await dials()).toEqual([false, false, true]);
  } else {
    await hero.hover();
    await expect(number).toBeVisible();
    await hero.click();
    expect(await dials()).toEqual([true]);
  }
  await expect(island(page)).not.toHaveAttribute('data-hydrated');
  scripts.release();
  await expect(island(page)).toHaveAttribute('data-hydrated', '');
  // The flags survive the scripts' arrival.
  if (narrow(page)) await expect(number).toBeVisible();
});

test('the menu opens, closes on Escape and on a link, before the scripts arrive', async ({
  page,
}) => {
  test.skip(!narrow(page), 'the menu is for narrow screens');
  const scripts = await holdScripts(page);
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.locator('#mobile-nav');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/#services$/);
  await expect(island(page)).not.toHaveAttribute('data-hydrated');
  scripts.release();
});

test.describe('the chat, used before its scripts arrive', () => {
  const QUESTION = 'Should I take Social Security at 62 or wait?';

  /** The page with its scripts held, scrolled to the chat. */
  async function early(page: Page) {
    const scripts = await holdScripts(page);
    await page.goto('/#chat');
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    return scripts;
  }

  async function expectAnswered(page: Page, question: string) {
    await expect(log(page).locator('[data-role="user"]')).toHaveCount(1);
    await expect(log(page).locator('[data-role="user"]')).toContainText(question);
    await expect(log(page).locator('[data-role="ai"]')).toHaveCount(1, { timeout: 15_000 });
    await expect(chat(page).getByPlaceholder('Type your message...')).toBeVisible();
  }

  test('text typed before keeps; Enter once they have arrived sends it', async ({ page }) => {
    const scripts = await early(page);
    const box = chat(page).getByPlaceholder('Ask your first question...');
    await box.click();
    await box.pressSequentially(QUESTION);
    await expect(island(page)).not.toHaveAttribute('data-hydrated');
    scripts.release();
    await expect(island(page)).toHaveAttribute('data-hydrated', '');
    await expect(box).toHaveValue(QUESTION);
    await expect(chat(page).getByRole('button', { name: 'Ask' })).toBeEnabled();
    await box.press('Enter');
    await expectAnswered(page, QUESTION);
    await expect(log(page).locator('[data-role="user"] p').last()).toHaveText(QUESTION);
  });

  test('Enter pressed before sends the question once they have arrived', async ({ page }) => {
    const scripts = await early(page);
    const box = chat(page).getByPlaceholder('Ask your first question...');
    await box.click();
    await box.press('Enter'); // nothing to send yet: no new line either
    await box.pressSequentially(QUESTION);
    await box.press('Enter');
    await expect(box).toHaveValue(QUESTION);
    await expect(log(page)).toHaveCount(0);
    scripts.release();
    await expectAnswered(page, QUESTION);
    await expect(log(page).locator('[data-role="user"] p').last()).toHaveText(QUESTION);
  });

  test('Ask tapped before sends the question once they have arrived', async ({ page }) => {
    const scripts = await early(page);
    const box = chat(page).getByPlaceholder('Ask your first question...');
    const ask = chat(page).getByRole('button', { name: 'Ask' });
    await expect(ask).toBeDisabled();
    await box.click();
    await box.pressSequentially('   ');
    await expect(ask).toBeDisabled(); // blank is not a question
    await box.fill(QUESTION);
    await expect(ask).toBeEnabled();
    await ask.click();
    await expect(page).toHaveURL(/\/#chat$/); // the form did not leave the page
    scripts.release();
    await expectAnswered(page, QUESTION);
  });

  test('a suggestion tapped before is sent once they have arrived', async ({ page }) => {
    const scripts = await early(page);
    const chip = chat(page).getByRole('button', { name: 'Would an annuity work for me?' });
    await chip.click();
    await expect(log(page)).toHaveCount(0);
    scripts.release();
    await expectAnswered(page, 'Would an annuity work for me?');
  });
});

test('the chunks the first send needs are fetched as the chat nears, then come from the cache', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  const lazy = /\/assets\/(Conversation|Markdown|supabase)-/;
  await page.goto('/');
  await expect(island(page)).toHaveAttribute('data-hydrated', '');
  await page.waitForTimeout(500);
  expect(fetched.filter((path) => lazy.test(path))).toEqual([]);
  // What the prerender lists for later: the Supabase client and the conversation view, at least.
  const later = (
    (await page.locator('script[data-prefetch]').getAttribute('data-prefetch')) ?? ''
  ).split(' ');
  expect(later.filter((path) => /\/assets\/(Conversation|supabase)-/.test(path))).toHaveLength(2);

  await chat(page).scrollIntoViewIfNeeded();
  await expect
    .poll(() => later.filter((path) => fetched.includes(path)), { timeout: 10_000 })
    .toEqual(later);
  const box = chat(page).getByPlaceholder('Ask your first question...');
  await box.fill('Should I take Social Security at 62 or wait?');
  await box.press('Enter');
  await expect(log(page).locator('[data-role="ai"]')).toHaveCount(1, { timeout: 15_000 });
  // Each module came from what was fetched ahead: no byte over the network.
  const imported = () =>
    page.evaluate((pattern) => {
      const lazy = new RegExp(pattern);
      return performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.initiatorType === 'script' && lazy.test(entry.name))
        .map((entry) => ({ url: entry.name, bytes: entry.transferSize }));
    }, lazy.source);
  await expect
    .poll(async () => (await imported()).length)
    .toBe(later.filter((path) => lazy.test(path)).length);
  for (const { url, bytes } of await imported()) expect(bytes, url).toBe(0);
});

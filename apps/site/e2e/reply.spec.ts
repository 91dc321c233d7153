import { expect, type Page, test } from '@playwright/test';
import {
  jumpButton,
  landedOn,
  openSources,
  scrollsSettled,
  scrollUpAndJumpBack,
  slowStreams,
  snapshot,
} from '../../../scripts/e2e.mjs';
import { expectAccessible } from './axe.ts';

const chat = (page: Page) => page.locator('#chat');
const area = (page: Page) => chat(page).getByRole('region', { name: 'Conversation' });
const header = (page: Page) => page.getByRole('banner');
const bottomBox = (page: Page) => chat(page).getByPlaceholder('Type your message...');

test('lands on each long reply from its start, below the sticky header; sources open in place', async ({
  page,
}, info) => {
  await page.goto('/#chat');
  const first = chat(page).getByPlaceholder('Ask your first question...');
  await first.fill('Should I take Social Security at 62 or wait?');
  await scrollsSettled(area(page));
  await snapshot(page, info, 'first-question');
  await first.press('Enter');
  await landedOn(expect, area(page), header(page), 0);
  await expect(bottomBox(page)).toBeFocused(); // the keyboard stays in the chat
  await snapshot(page, info, 'long-reply');

  // The follow-up from the bottom box, which the visitor brings into view to type.
  await bottomBox(page).fill('Which health plan saves me more?');
  await bottomBox(page).press('Enter');
  const followUp = await landedOn(expect, area(page), header(page), 1);
  await expect(bottomBox(page)).toBeFocused();
  await expect(jumpButton(area(page))).toHaveCount(0);
  await snapshot(page, info, 'follow-up');

  // Closed, the sources hide their links; open, each shows its issuer's name, linked when the
  // site links to that host (its page title for screen readers), as text otherwise.
  const links = followUp.locator('details').getByRole('link');
  await expect(links.first()).toBeHidden();
  const names = await openSources(expect, followUp);
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    // The name on screen, then the page's title for screen readers: 'IRS, IRS Publication 969'.
    const [name, title] = ((await link.textContent()) ?? '').split(/,\s*/);
    expect(names).toContain(name);
    expect(title?.length).toBeGreaterThan(0);
  }
  // The firm's number in the reply dials it and stays on one line.
  const call = followUp.getByRole('link', { name: '(617) 555-0142' });
  await expect(call).toHaveAttribute('href', 'tel:+16175550142');
  expect(await call.evaluate((link: Element) => link.getClientRects().length)).toBe(1);
  await snapshot(page, info, 'sources-open');
  await expectAccessible(page, 'chat, sources open');
});

test('while a reply streams, scrolling up stops the following, and Jump to latest returns', async ({
  page,
}, info) => {
  const open = () => page.goto('/#chat');
  const where = { root: chat(page), area: area(page), header: header(page), box: bottomBox(page) };
  await scrollUpAndJumpBack(expect, page, { ...where, open }, async () => {
    await snapshot(page, info, 'scrolled-up');
    await expectAccessible(page, 'chat, scrolled up while a reply arrives');
  });
});

test('a page moved by something else while the reply arrives shows the reply again once it settles', async ({
  page,
}) => {
  const setStreamDelay = await slowStreams(page);
  await page.goto('/#chat');
  await setStreamDelay(100);
  await chat(page).getByRole('button', { name: 'Am I saving enough for retirement?' }).click();
  const arriving = area(page).locator('[data-role="ai"]').first();
  await expect(arriving).toBeVisible({ timeout: 15_000 });
  await expect(arriving.getByRole('button', { name: 'Copy this answer' })).toHaveCount(0);
  // Not the visitor: no wheel, touch or key. The page moves the chat up under the header.
  await page.evaluate(() => window.scrollBy({ top: 300, behavior: 'instant' }));
  await landedOn(expect, area(page), header(page), 0);
});

test('with reduced motion, sending moves the page in one step', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#chat');
  await chat(page).getByRole('button', { name: 'Should I be a 1099 or a W-2?' }).click();
  await landedOn(expect, area(page), header(page), 0);
  await bottomBox(page).fill('Would an annuity work for me?');
  const positions = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen = [window.scrollY];
        const end = performance.now() + 1_000;
        const frame = () => {
          if (window.scrollY !== seen.at(-1)) seen.push(window.scrollY);
          if (performance.now() < end) requestAnimationFrame(frame);
          else resolve(seen);
        };
        requestAnimationFrame(frame);
      }),
  );
  await bottomBox(page).press('Enter');
  // From the box to the message area, in one step.
  expect(await positions).toHaveLength(2);
  await landedOn(expect, area(page), header(page), 1);
});

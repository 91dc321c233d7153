import { expect, type Page, test } from '@playwright/test';
import { jumpButton, landedOn, openSources, scrollUpAndJumpBack } from '../../../scripts/e2e.mjs';
import { dialog, expectAccessible, open, snapshot, widget } from './helpers.ts';

const area = (page: Page) => widget(page).getByRole('region', { name: 'Conversation' });
const header = (page: Page) => dialog(page).locator('.head');
const bottomBox = (page: Page) => widget(page).getByPlaceholder('Type your message...');

test('lands on each long reply from its start, below the dialog header; sources open in place', async ({
  page,
}) => {
  await page.goto('/');
  await open(page);
  const first = widget(page).getByPlaceholder('Ask your first question...');
  await first.fill('Should I take Social Security at 62 or wait?');
  await snapshot(page, 'reply-first-question');
  await first.press('Enter');
  await landedOn(expect, area(page), header(page), 0);
  await expect(bottomBox(page)).toBeFocused();
  await snapshot(page, 'reply-long');

  // The host page, a long one scrolled down, stays where it is: the dialog holds the chat.
  const scrolled = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => {
    document.body.style.minHeight = '300vh';
    window.scrollTo(0, 600);
  });
  const pageAt = await scrolled();
  expect(pageAt).toBe(600);
  await bottomBox(page).fill('Which health plan saves me more?');
  await bottomBox(page).press('Enter');
  const followUp = await landedOn(expect, area(page), header(page), 1);
  expect(await scrolled()).toBe(pageAt);
  await expect(bottomBox(page)).toBeFocused();
  await expect(jumpButton(area(page))).toHaveCount(0);
  await snapshot(page, 'reply-follow-up');

  // Each source shows its issuer's name; the demo page links to the default hosts only.
  const names = await openSources(expect, followUp);
  const links = followUp.locator('details').getByRole('link');
  expect(await links.count()).toBeLessThanOrEqual(names.length);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^https:\/\//);
  await snapshot(page, 'reply-sources-open');
  await expectAccessible(page, 'sources open');
});

test('while a reply streams, scrolling up stops the following, and Jump to latest returns', async ({
  page,
}) => {
  const openOnDemo = async () => {
    await page.goto('/');
    await open(page);
  };
  const where = {
    root: widget(page),
    area: area(page),
    header: header(page),
    box: bottomBox(page),
  };
  await scrollUpAndJumpBack(expect, page, { ...where, open: openOnDemo }, async () => {
    await snapshot(page, 'reply-scrolled-up');
    await expectAccessible(page, 'scrolled up while a reply arrives');
  });
});

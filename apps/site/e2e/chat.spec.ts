import { CLIENT_MESSAGES, MESSAGES } from '@firm/contract/messages.ts';
import { expect, type Page, test } from '@playwright/test';
import {
  FUNCTION,
  holdReplies,
  openSources,
  refuseEveryMessage,
  releaseAnswer,
} from '../../../scripts/e2e.mjs';
import { expectAccessible } from './axe.ts';

const chat = (page: Page) => page.locator('#chat');
const log = (page: Page) => page.getByRole('log');

test.beforeEach(async ({ page }) => {
  await page.goto('/#chat');
});

test('a full exchange by typing: busy state, the answer, Copy, times and the log', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const release = await holdReplies(page);
  const first = chat(page).getByPlaceholder('Ask your first question...');
  await expect(chat(page).getByText('Ask about taxes, insurance, or retirement.')).toBeVisible();
  await expect(chat(page).getByText('Try: "What retirement contribution')).toBeVisible();
  await expect(
    chat(page).getByText('All messages are processed via a secure edge function.'),
  ).toBeVisible();
  await expectAccessible(page, 'chat, first question');

  await first.fill('Should I take Social Security at 62 or wait?');
  await chat(page).getByRole('button', { name: 'Ask' }).click();

  const input = chat(page).getByPlaceholder('Type your message...');
  await expect(input).toBeVisible();
  await expect(input).toBeFocused(); // the keyboard stays in the chat
  await expect(input).toHaveValue('');
  await expect(first).toHaveCount(0);
  await expect(log(page).getByText('Should I take Social Security at 62 or wait?')).toBeVisible();
  await expect(chat(page).getByRole('status')).toContainText('replying');
  await expect(chat(page).getByTestId('typing').locator('span[aria-hidden]')).toHaveCount(3);
  await input.fill('And for my spouse?');
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(
    chat(page).getByRole('button', { name: 'Am I saving enough for retirement?' }),
  ).toBeDisabled();
  await expect(chat(page).getByRole('button', { name: 'Stop' })).toBeVisible();
  await expectAccessible(page, 'chat, busy');

  const answer = await releaseAnswer(expect, chat(page), release);
  // Copy on the answer only.
  await expect(log(page).locator('[data-role="user"] button')).toHaveCount(0);
  // Message area (the conversation and, below it, the way back to its end) 300 px to 60vh
  // (small) or 65vh (larger); bubbles at most 90% of a conversation under 42rem wide, 70% of a wider one.
  const small = (page.viewportSize()?.width ?? 0) < 768;
  const [minHeight, maxHeight] = await chat(page)
    .getByRole('region', { name: 'Conversation' })
    .locator('xpath=..')
    .evaluate((el) => [getComputedStyle(el).minHeight, getComputedStyle(el).maxHeight]);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  expect(minHeight).toBe('300px');
  expect(Number.parseFloat(maxHeight ?? '')).toBeCloseTo(
    (viewportHeight * (small ? 60 : 65)) / 100,
    1,
  );
  const bubble = await answer
    .locator('> div')
    .evaluate((el: Element) => getComputedStyle(el).maxWidth);
  expect(bubble).toBe(small ? '90%' : '70%');
  const times = await log(page).locator('time').allTextContents();
  expect(times).toHaveLength(2);
  for (const time of times) expect(time).toMatch(/^\d{2}:\d{2}(\s?[AP]M)?$/);

  await answer.getByRole('button', { name: 'Copy this answer' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  // Checked once it has faded in: mid-fade its text is paler than it will be.
  await expect(page.locator('[data-sonner-toast]')).toHaveCSS('opacity', '1');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(50);
  expect(copied).toContain('Social Security');
  await expectAccessible(page, 'chat, answered');
});

test('Enter sends, Shift+Enter makes a new line, and a chip sends its text', async ({ page }) => {
  const first = chat(page).getByPlaceholder('Ask your first question...');
  await first.click();
  await first.pressSequentially('Line one');
  await first.press('Shift+Enter');
  await first.pressSequentially('line two');
  await expect(first).toHaveValue('Line one\nline two');
  await expect(log(page)).toHaveCount(0);
  await first.press('Enter');
  await expect(log(page).locator('[data-role="user"]').first()).toContainText('Line one');
  await expect(log(page).locator('[data-role="ai"]')).toHaveCount(1, { timeout: 15_000 });

  await chat(page).getByRole('button', { name: 'Would an annuity work for me?' }).click();
  await expect(log(page).locator('[data-role="user"]').nth(1)).toHaveText(
    /Would an annuity work for me\?/,
  );
  const answer = log(page).locator('[data-role="ai"]').nth(1);
  await expect(answer).toContainText('annuity', { timeout: 15_000 });
  // Markdown links open safely, on https; a source on a host the site does not link to stays
  // plain text (its issuer's name), which Markdown.test.tsx checks host by host.
  const names = await openSources(expect, answer);
  const links = answer.locator('details').getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  expect(await links.count()).toBeLessThanOrEqual(names.length);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\/[\w.-]+\.gov\//);
  }
});

test('after every retry fails, the failure message offers a call and the error is logged', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.clock.install();
  await page.reload();
  const attempts = await refuseEveryMessage(page, 503, {
    code: 'upstream_error',
    message: 'Service unavailable',
  });
  await chat(page).getByRole('button', { name: 'Which health plan saves me more?' }).click();
  // Waits of 1 s, 2 s and 3 s come between the four attempts; a calm note counts the retries.
  const note = chat(page).getByRole('status');
  for (const wait of [1000, 2000, 3000]) {
    await expect.poll(attempts).toBe(wait / 1000);
    await expect(note).toHaveText(`Still trying… ${wait / 1000} of 3`);
    await page.clock.runFor(wait);
  }
  const failure = log(page).locator('[data-failed]');
  await expect(failure).toContainText(CLIENT_MESSAGES.unreachable);
  await expect(note).toHaveText('');
  expect(attempts()).toBe(4);
  await expect(failure.getByRole('link', { name: /call \(617\) 555-0142/ })).toHaveAttribute(
    'href',
    'tel:+16175550142',
  );
  expect(errors.some((text) => text.includes('Service unavailable'))).toBe(true);
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled(); // empty draft
  await expectAccessible(page, 'chat, failed');
});

test('while a retry is under way, a calm note says so, accessible', async ({ page }) => {
  // The first attempt fails; the retry then hangs until the test lets it through.
  const release = await holdReplies(page);
  let attempts = 0;
  await page.route(FUNCTION, (route) => {
    if (route.request().method() !== 'POST' || ++attempts > 1) return route.fallback();
    return route.fulfill({
      status: 503,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'upstream_error', message: 'Unavailable' } }),
    });
  });
  await chat(page).getByRole('button', { name: 'Which health plan saves me more?' }).click();
  const note = chat(page).getByRole('status');
  await expect(note).toHaveText('Still trying… 1 of 3');
  await expect(note).toBeVisible();
  await expect.poll(() => attempts).toBe(2);
  await expect(chat(page).getByTestId('typing')).toBeVisible();
  await expectAccessible(page, 'chat, retrying');
  release();
  await expect(log(page).locator('[data-role="ai"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(note).toHaveText('');
});

for (const [status, code, message] of [
  [403, 'forbidden_origin', MESSAGES.forbiddenOrigin],
  [400, 'invalid_field', MESSAGES.badField],
  [401, 'unauthorized', MESSAGES.unauthorized],
] as const) {
  test(`a ${status} from the function shows its plain message and the call line`, async ({
    page,
  }) => {
    const attempts = await refuseEveryMessage(page, status, { code, message });
    await chat(page).getByRole('button', { name: 'Am I saving enough for retirement?' }).click();
    const failure = log(page).locator('[data-failed]');
    await expect(failure).toContainText(message);
    await expect(failure).toContainText('If it is urgent, you can always call (617) 555-0142.');
    await expect(failure.getByRole('link', { name: 'call (617) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+16175550142',
    );
    expect(attempts()).toBe(1); // final: not retried
    await expectAccessible(page, `chat, ${status}`);
  });
}

test('if the conversation view cannot load, only the chat fails, with the number and Try again', async ({
  page,
}) => {
  const CHUNK = '**/assets/Conversation-*.js';
  await page.route(CHUNK, (route) => route.abort());
  await chat(page).getByRole('button', { name: 'Should I be a 1099 or a W-2?' }).click();
  const alert = chat(page).getByRole('alert');
  await expect(alert).toContainText('Sorry, the chat couldn’t load.');
  await expect(alert).toContainText('If it is urgent, you can always call (617) 555-0142.');
  await expect(alert.getByRole('link', { name: 'call (617) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+16175550142',
  );
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.locator('#services')).toBeVisible();
  await expectAccessible(page, 'chat, view failed to load');

  await page.unroute(CHUNK);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(log(page).getByText('Should I be a 1099 or a W-2?')).toBeVisible();
  await expect(chat(page).getByRole('alert')).toHaveCount(0);
});

test('a rendering failure shows the error page', async ({ page }) => {
  await page.addInitScript(() => {
    Date.prototype.toLocaleTimeString = () => {
      throw new Error('clock broke');
    };
  });
  await page.reload();
  await chat(page).getByRole('button', { name: 'Should I be a 1099 or a W-2?' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'error page');
});

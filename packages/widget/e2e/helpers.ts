import AxeBuilder from '@axe-core/playwright';
import { CLIENT_MESSAGES } from '@firm/contract/messages.ts';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, snapshot as screenshot } from '../../../scripts/e2e.mjs';

export const PHONE = '(617) 555-0142';
export const TITLE = 'Chat With Your Financial Guide';

export const widget = (page: Page) => page.locator('firm-chat');
export const launcher = (page: Page) => widget(page).getByRole('button', { name: 'Chat Now' });
export const dialog = (page: Page) => widget(page).getByRole('dialog');
export const log = (page: Page) => widget(page).getByRole('log');

/** WCAG 2.2 AA and target-size inside the widget's shadow root: no violation allowed. */
export async function expectAccessible(page: Page, state: string) {
  const summary = await axeViolations(new AxeBuilder({ page }).include('firm-chat'));
  expect(summary, `axe violations (${state})`).toEqual([]);
}

/** A screenshot to review, named by width and state: test-results/screenshots/<project>-<state>.png */
export const snapshot = (page: Page, state: string) => screenshot(page, test.info(), state);

/** Opens the chat from the launcher and waits for the conversation. */
export async function open(page: Page) {
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(widget(page).getByPlaceholder('Ask your first question...')).toBeFocused();
}

/**
 * Steps the page's fake clock through the retry schedule (waits of 1, 2 and 3 s between four
 * attempts, each counted by `attempts`), then expects the failure message with the call line.
 */
export async function expectFailureAfterRetries(page: Page, attempts: () => number) {
  for (const wait of [1000, 2000, 3000]) {
    await expect.poll(attempts).toBe(wait / 1000);
    await page.clock.runFor(wait);
  }
  const failure = log(page).locator('[data-failed]');
  await expect(failure).toContainText(CLIENT_MESSAGES.unreachable);
  expect(attempts()).toBe(4);
  await expect(failure.getByRole('link', { name: `call ${PHONE}` })).toHaveAttribute(
    'href',
    'tel:+16175550142',
  );
}

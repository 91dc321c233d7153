import { expect, test } from '@playwright/test';
import {
  holdReplies,
  openSources,
  refuseEveryMessage,
  releaseAnswer,
} from '../../../scripts/e2e.mjs';
import { OTHER_ORIGIN } from '../playwright.config.ts';
import {
  dialog,
  expectAccessible,
  expectFailureAfterRetries,
  launcher,
  log,
  open,
  PHONE,
  snapshot,
  TITLE,
  widget,
} from './helpers.ts';

const narrow = (page: import('@playwright/test').Page) => (page.viewportSize()?.width ?? 0) < 768;

test('loads only the loader until the visitor comes near; opens as a dialog and Escape closes it', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(launcher(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(['/', '/firm-chat.js']);
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page, 'closed');
  await snapshot(page, 'closed');

  await open(page);
  expect(requests.some((path) => path.includes('/chunks/panel-'))).toBe(true);
  expect(requests.some((path) => path.includes('relay-chat'))).toBe(false);
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  const controls = await launcher(page).getAttribute('aria-controls');
  await expect(dialog(page)).toHaveAttribute('id', controls ?? '');
  await expect(widget(page).getByRole('dialog', { name: TITLE })).toBeVisible();
  await expect(widget(page).getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(widget(page).getByText('Long Wharf Retirement Partners')).toBeVisible();

  // Under 768 px the dialog fills the screen; wider, it floats above the launcher.
  const box = await dialog(page).boundingBox();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  if (narrow(page)) {
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  } else {
    expect(box?.width).toBe(480);
    const button = await launcher(page).boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(button?.y ?? 0);
  }
  // The first question's box and its button are in view without scrolling, at both widths.
  await expect(dialog(page).getByRole('button', { name: 'Ask' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, 'open');
  await snapshot(page, 'open');

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

  // The close button does the same, and the launcher opens it again with focus inside.
  await open(page);
  await widget(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test('asks by typing: busy state, a sourced answer streamed from the gateway, times and Copy', async ({
  page,
  context,
}) => {
  // Two accessibility scans and two screenshots: on a busy machine they alone took 35 of 60 s.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const release = await holdReplies(page);
  await open(page);
  const first = widget(page).getByPlaceholder('Ask your first question...');
  await first.pressSequentially('Should I take Social Security');
  await first.press('Shift+Enter');
  await first.pressSequentially('at 62 or wait?');
  await expect(first).toHaveValue('Should I take Social Security\nat 62 or wait?');
  await first.press('Enter');

  const input = widget(page).getByPlaceholder('Type your message...');
  await expect(input).toBeFocused();
  await expect(log(page).locator('[data-role="user"]')).toContainText('at 62 or wait?');
  await expect(widget(page).getByRole('status')).toContainText('replying');
  await expect(widget(page).getByTestId('typing').locator('span[aria-hidden]')).toHaveCount(3);
  await input.fill('And for my spouse?');
  await expect(widget(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(widget(page).getByRole('button', { name: 'Stop' })).toBeVisible();
  await expectAccessible(page, 'busy');
  await snapshot(page, 'busy');

  const answer = await releaseAnswer(expect, widget(page), release);
  // Sourced: the answer's sources, one closed line that opens on links to ssa.gov, opening safely.
  await openSources(expect, answer);
  const source = answer.getByRole('link', { name: /^SSA\b/ }).first();
  await expect(source).toHaveAttribute('href', /^https:\/\/www\.ssa\.gov\//);
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  const times = await log(page).locator('time').allTextContents();
  expect(times).toHaveLength(2);
  for (const time of times) expect(time).toMatch(/^\d{2}:\d{2}(\s?[AP]M)?$/);
  await expect(log(page).locator('[data-role="user"] button')).toHaveCount(0);

  await answer.getByRole('button', { name: 'Copy this answer' }).click();
  await expect(widget(page).getByText('Copied to clipboard')).toBeVisible();
  // Checked once it has faded in: mid-fade its text is paler than it will be.
  await expect(widget(page).locator('[data-sonner-toast]')).toHaveCSS('opacity', '1');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Social Security');
  await expectAccessible(page, 'answered');
  await snapshot(page, 'answered');
});

test('a chip sends its text; Stop ends the reply and the chat is ready again', async ({ page }) => {
  await page.goto('/');
  const release = await holdReplies(page);
  await open(page);
  await widget(page).getByRole('button', { name: 'Would an annuity work for me?' }).click();
  await expect(log(page).locator('[data-role="user"]')).toHaveText(
    /Would an annuity work for me\?/,
  );
  await expect(
    widget(page).getByRole('button', { name: 'Am I saving enough for retirement?' }),
  ).toBeDisabled();
  await widget(page).getByRole('button', { name: 'Stop' }).click();
  await expect(widget(page).getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(widget(page).getByRole('status')).toHaveText('');
  release();

  const chip = widget(page).getByRole('button', { name: 'Am I saving enough for retirement?' });
  await expect(chip).toBeEnabled();
  await chip.click();
  const answer = log(page).locator('[data-role="ai"]').last();
  await expect(answer).toContainText(/retirement/i, { timeout: 15_000 });
  await expect(answer.getByRole('button', { name: 'Copy this answer' })).toBeVisible();
});

test('warns when a draft holds a Social Security number, with the redactor the function applies', async ({
  page,
}) => {
  await page.goto('/');
  await open(page);
  const first = widget(page).getByPlaceholder('Ask your first question...');
  await first.fill('I am 62 with $450,000 saved.');
  await expect(widget(page).getByRole('alert')).toHaveCount(0);
  await first.fill('My SSN is 123-45-6789, can I retire?');
  await expect(widget(page).getByRole('alert')).toContainText('personal number');
  await expect(
    widget(page).getByText("For your privacy, please don't type Social Security"),
  ).toBeVisible();
  await expectAccessible(page, 'draft warning');
});

test('after every retry fails, the failure offers a call', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.clock.install();
  await page.goto('/');
  const attempts = await refuseEveryMessage(page, 503, {
    code: 'upstream_error',
    message: 'Service unavailable',
  });
  await open(page);
  await widget(page).getByRole('button', { name: 'Which health plan saves me more?' }).click();
  await expectFailureAfterRetries(page, attempts);
  expect(errors.some((text) => text.includes('Service unavailable'))).toBe(true);
  await expectAccessible(page, 'failed');
  await snapshot(page, 'failed');
});

test('on a page the function does not allow, the visitor gets a plain failure with the phone number', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${OTHER_ORIGIN}/`);
  let attempts = 0;
  page.on('requestfailed', (request) => {
    if (request.url().includes('relay-chat')) attempts++;
  });
  await open(page);
  await widget(page).getByRole('button', { name: 'Should I be a 1099 or a W-2?' }).click();
  await expectFailureAfterRetries(page, () => attempts);
});

test('the hostile page breaks nothing, nothing leaks out, and the theme properties apply', async ({
  page,
}) => {
  await page.goto('/');
  const pageStyle = () =>
    page.evaluate(() => ({
      sheets: document.styleSheets.length,
      head: document.head.children.length,
      h1: getComputedStyle(document.querySelector('h1') as Element).cssText || '',
      h1Font: getComputedStyle(document.querySelector('h1') as Element).font,
      bodyMargin: getComputedStyle(document.body).margin,
    }));
  const before = await pageStyle();

  const style = await launcher(page).evaluate((button) => {
    const s = getComputedStyle(button);
    return {
      display: s.display,
      fontSize: s.fontSize,
      fontFamily: s.fontFamily,
      textTransform: s.textTransform,
      letterSpacing: s.letterSpacing,
      boxSizing: s.boxSizing,
    };
  });
  expect(style.display).not.toBe('none');
  expect(style).toMatchObject({
    fontSize: '18px',
    textTransform: 'none',
    letterSpacing: 'normal',
    boxSizing: 'border-box',
  });
  expect(style.fontFamily).not.toBe('serif');
  // Above the page's z-index 2147483647 banner.
  const box = await launcher(page).boundingBox();
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x as number, y as number)?.tagName,
    [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
  );
  expect(hit).toBe('FIRM-CHAT');

  await open(page);
  const first = widget(page).getByPlaceholder('Ask your first question...');
  expect(await first.evaluate((el) => getComputedStyle(el).fontSize)).toBe('20.25px');
  await widget(page).getByRole('button', { name: 'Am I saving enough for retirement?' }).click();
  await expect(log(page).locator('[data-role="ai"]')).toHaveCount(1, { timeout: 15_000 });
  expect(await pageStyle()).toEqual(before);

  await widget(page).evaluate((host) => {
    host.style.setProperty('--firm-chat-brand', 'rgb(122, 31, 92)');
    host.style.setProperty('--firm-chat-radius', '4px');
    host.style.setProperty('--firm-chat-font', 'Georgia, serif');
  });
  const themed = await log(page)
    .locator('[data-role="user"] > div')
    .evaluate((bubble) => {
      const s = getComputedStyle(bubble);
      return { background: s.backgroundColor, radius: s.borderTopLeftRadius, font: s.fontFamily };
    });
  expect(themed).toEqual({ background: 'rgb(122, 31, 92)', radius: '4px', font: 'Georgia, serif' });
  expect(await launcher(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(122, 31, 92)',
  );
  await expectAccessible(page, 'themed');
});

test('the attributes change at run time', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  await widget(page).evaluate((host) => {
    host.setAttribute('title', 'Questions about retiring?');
    host.setAttribute('position', 'left');
    host.setAttribute('phone', '(617) 555-0199');
    host.setAttribute('open', '');
  });
  await expect(
    widget(page).getByRole('dialog', { name: 'Questions about retiring?' }),
  ).toBeVisible();
  await expect(widget(page).getByRole('link', { name: 'Call (617) 555-0199' })).toHaveAttribute(
    'href',
    'tel:+16175550199',
  );
  const button = await launcher(page).boundingBox();
  expect(button?.x).toBe(16);
  await widget(page).evaluate((host) => host.removeAttribute('open'));
  await expect(dialog(page)).toBeHidden();

  await widget(page).evaluate((host) => host.removeAttribute('supabase-url'));
  await expect(launcher(page)).toBeHidden();
  expect(errors).toContain('<firm-chat> needs the attribute(s) supabase-url');
});

test('if the panel cannot load, a plain failure with the phone number and Try again', async ({
  page,
}) => {
  await page.goto('/');
  await page.route('**/chunks/panel-*.js', (route) => route.abort());
  await launcher(page).click();
  const alert = widget(page).getByRole('alert');
  await expect(alert).toContainText('Sorry, the chat couldn’t load.');
  await expect(alert.getByRole('link', { name: `call ${PHONE}` })).toHaveAttribute(
    'href',
    'tel:+16175550142',
  );
  await expectAccessible(page, 'panel failed to load');

  await page.unroute('**/chunks/panel-*.js');
  await widget(page).getByRole('button', { name: 'Try again' }).click();
  await expect(widget(page).getByPlaceholder('Ask your first question...')).toBeVisible();
});

test('the plain-script variant works the same', async ({ page }) => {
  await page.goto('/classic.html');
  await open(page);
  await widget(page).getByRole('button', { name: 'Should I be a 1099 or a W-2?' }).click();
  await expect(log(page).locator('[data-role="ai"]')).toContainText(/W-2/, { timeout: 15_000 });
});

// What the site's and the widget's end-to-end suites check the same way.

/** Every state is held to WCAG 2.2 AA, the target-size rule included: the violations, one line each. */
export async function axeViolations(builder) {
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The relay-chat function's address, as `page.route` matches it. */
export const FUNCTION = '**/functions/v1/relay-chat';

/** Holds each relay-chat request until `release()`; the real gateway then answers it. */
export async function holdReplies(page) {
  let release = () => {};
  const gate = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(FUNCTION, async (route) => {
    if (route.request().method() === 'POST') await gate;
    await route.continue().catch(() => {}); // a stopped request is already gone
  });
  return () => release();
}

/**
 * Lets the reply `holdReplies` held go, and waits for it in `chat` (a locator holding the
 * conversation): one answer, on Social Security, the status quiet again and Send back. Returns it.
 */
export async function releaseAnswer(expect, chat, release) {
  release();
  const answer = chat.getByRole('log').locator('[data-role="ai"]');
  await expect(answer).toHaveCount(1, { timeout: 15_000 });
  await expect(chat.getByRole('status')).toHaveText('');
  await expect(answer).toContainText('Social Security');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();
  return answer;
}

/**
 * The function answers every message with this HTTP error (preflights pass through); returns a
 * count of the messages it refused.
 */
export async function refuseEveryMessage(page, status, error) {
  let refused = 0;
  await page.route(FUNCTION, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    refused++;
    return route.fulfill({
      status,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({ error }),
    });
  });
  return () => refused;
}

/** A screenshot to review, by width and state: test-results/screenshots/<project>-<state>.png */
export const snapshot = (page, info, state) =>
  page.screenshot({ path: `test-results/screenshots/${info.project.name}-${state}.png` });

/**
 * Frames come late, as on a busy phone: each animation frame reports `ms` more time passed than
 * did, so an animation that steps by elapsed time takes big steps.
 */
export async function lateFrames(page, ms) {
  await page.addInitScript((late) => {
    const now = performance.now.bind(performance);
    const frame = window.requestAnimationFrame.bind(window);
    let behind = 0;
    performance.now = () => now() + behind;
    window.requestAnimationFrame = (callback) =>
      frame((time) => {
        behind += late;
        callback(time + behind);
      });
  }, ms);
}

/**
 * Lets the test slow the page's reply streams down: each piece the function streams is passed on
 * a few words at a time, `ms` apart, once the returned `setDelay(ms)` is called (0: as they come).
 */
export async function slowStreams(page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const encoder = new TextEncoder();
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    window.fetch = async (...args) => {
      const response = await original(...args);
      const delay = window.__streamDelayMs ?? 0;
      if (!delay || !response.headers.get('content-type')?.includes('event-stream')) {
        return response;
      }
      const events = (await response.text()).split('\n\n').filter(Boolean);
      const pieces = events.flatMap((event) => {
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (!event.startsWith('event: delta') || !data) return [`${event}\n\n`];
        const words = JSON.parse(data).text.split(/(?<=\s)/);
        const out = [];
        for (let i = 0; i < words.length; i += 3) {
          const text = words.slice(i, i + 3).join('');
          out.push(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`);
        }
        return out;
      });
      const body = new ReadableStream({
        async start(controller) {
          for (const piece of pieces) {
            controller.enqueue(encoder.encode(piece));
            await sleep(delay);
          }
          controller.close();
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
  return (ms) =>
    page.evaluate((delay) => {
      window.__streamDelayMs = delay;
    }, ms);
}

/** Resolves once neither the page nor `area` (a locator) has scrolled for ten frames. */
export const scrollsSettled = (area) =>
  area.evaluate(
    (element) =>
      new Promise((resolve) => {
        let last = '';
        let still = 0;
        const frame = () => {
          const now = `${element.scrollTop} ${window.scrollY}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 10) resolve(undefined);
          else requestAnimationFrame(frame);
        };
        frame();
      }),
  );

/**
 * Where the first line of `reply`'s text is not in view: outside the message area's visible part
 * (`area` scrolls), under the sticky `header`, or outside the window. Empty when it is in view.
 */
export async function startOutOfView(reply, area, header) {
  const handles = [await area.elementHandle(), await header.elementHandle()];
  return reply.evaluate((bubble, [scroller, bar]) => {
    const walker = document.createTreeWalker(bubble, NodeFilter.SHOW_TEXT, (node) =>
      node.textContent.trim() && !node.parentElement.closest('.sr-only')
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_SKIP,
    );
    const range = document.createRange();
    range.selectNodeContents(walker.nextNode());
    const line = range.getClientRects()[0];
    const box = scroller.getBoundingClientRect();
    const below = bar.getBoundingClientRect().bottom;
    const problems = [];
    const at = `first line ${Math.round(line.top)}-${Math.round(line.bottom)}`;
    if (line.top < box.top || line.bottom > box.bottom) {
      problems.push(`${at} outside the area ${Math.round(box.top)}-${Math.round(box.bottom)}`);
    }
    if (line.top < below) problems.push(`${at} under the header (bottom ${Math.round(below)})`);
    if (line.bottom > window.innerHeight) problems.push(`${at} below the window`);
    return problems;
  }, handles);
}

/**
 * Waits for reply `n` (from 0) in the message `area` to be complete (its Copy shows) and for the
 * scrolling to end, then expects its first line in view below `header`. Returns the reply.
 */
export async function landedOn(expect, area, header, n) {
  const reply = area.locator('[data-role="ai"]').nth(n);
  await expect(reply.getByRole('button', { name: 'Copy this answer' })).toBeVisible({
    timeout: 15_000,
  });
  await scrollsSettled(area);
  expect(await startOutOfView(reply, area, header)).toEqual([]);
  return reply;
}

/** The message `area`'s 'Jump to latest' button, which shows below it. */
export const jumpButton = (area) =>
  area.locator('xpath=..').getByRole('button', { name: 'Jump to latest' });

/**
 * While reply `n` arrives (slowly), the visitor scrolls the `area` up: 'Jump to latest' shows,
 * in a polite live region, and the view stays where they put it as the reply grows.
 */
export async function scrollUpWhileArriving(expect, page, area, n) {
  const arriving = area.locator('[data-role="ai"]').nth(n);
  await expect(arriving).toBeVisible({ timeout: 15_000 });
  await expect(arriving.getByRole('button', { name: 'Copy this answer' })).toHaveCount(0);
  await area.hover();
  await page.mouse.wheel(0, -500);
  const jump = jumpButton(area);
  await expect(jump).toBeVisible();
  await expect(jump.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
  // It covers no part of the conversation.
  const [button, scroller] = [await jump.boundingBox(), await area.boundingBox()];
  expect(button?.y).toBeGreaterThanOrEqual((scroller?.y ?? 0) + (scroller?.height ?? 0));
  await scrollsSettled(area); // the wheel's own scrolling: nothing else moves it now
  const read = () =>
    area.evaluate((element) => ({ top: element.scrollTop, height: element.scrollHeight }));
  const before = await read();
  await page.waitForTimeout(1_000);
  const after = await read();
  expect(after.height, 'the reply went on arriving').toBeGreaterThan(before.height);
  expect(after.top, 'the view stayed where the visitor put it').toBe(before.top);
  await expect(arriving.getByRole('button', { name: 'Copy this answer' })).toHaveCount(0);
}

/**
 * 'Jump to latest' by keyboard: it goes, the keyboard stays in the conversation, and the view
 * lands on reply `n` once complete.
 */
export async function jumpToLatest(expect, page, area, header, n) {
  const jump = jumpButton(area);
  await jump.focus();
  await page.keyboard.press('Enter');
  await expect(jump).toHaveCount(0);
  await expect(area).toBeFocused();
  await landedOn(expect, area, header, n);
}

/**
 * Opens `reply`'s sources, after checking they show closed as one line 'Sources (N)'; checks the
 * list holds N sources and returns the names on screen: each a short issuer's name (the page
 * titles are for screen readers only), whatever the reply cites.
 */
export async function openSources(expect, reply) {
  const sources = reply.locator('details');
  await expect(sources).not.toHaveAttribute('open');
  const summary = sources.locator('summary');
  const count = Number(
    /^\W*Sources \((\d+)\)$/.exec(((await summary.textContent()) ?? '').trim())?.[1],
  );
  expect(count).toBeGreaterThan(0);
  await summary.click();
  await expect(sources).toHaveAttribute('open');
  await sources.scrollIntoViewIfNeeded();
  const names = await sources
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent.replace(/,.*| \(.*/, '')));
  expect(names).toHaveLength(count);
  for (const name of names) expect(name).toMatch(/^[\w.&' -]{2,24}$/);
  return names;
}

/**
 * While a reply streams slowly, the visitor scrolls the conversation up: the view stays where they
 * put it, and 'Jump to latest' takes them back by keyboard. `chat` is where the chat shows once
 * `chat.open()` has run: its container (`chat.root`), the message `area`, the sticky `header`
 * above it and the bottom message `box`; `scrolledUp()` runs while the view is up.
 */
export async function scrollUpAndJumpBack(expect, page, chat, scrolledUp) {
  const setStreamDelay = await slowStreams(page);
  await lateFrames(page, 100); // late frames must not carry the view past the newest turn
  await chat.open();
  await chat.root.getByRole('button', { name: 'Am I saving enough for retirement?' }).click();
  await landedOn(expect, chat.area, chat.header, 0);

  await setStreamDelay(150);
  await chat.box.fill('Would an annuity work for me?');
  await chat.box.press('Enter');
  await scrollUpWhileArriving(expect, page, chat.area, 1);
  await scrolledUp();
  await jumpToLatest(expect, page, chat.area, chat.header, 1);
}

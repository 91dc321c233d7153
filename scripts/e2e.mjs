// What the site's and the widget's end-to-end suites check the same way.

/** Every state is held to WCAG 2.2 AA, the target-size rule included: the violations, one line each. */
export async function axeViolations(builder) {
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The function at `url` answers every message with this HTTP error (preflights pass through);
 * returns a count of the messages it refused.
 */
export async function refuseEveryMessage(page, url, status, error) {
  let refused = 0;
  await page.route(url, (route) => {
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

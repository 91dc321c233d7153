/** The reply renderer, run in Chromium on the text a reply may hold. */
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../test/consumer-site.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [new URL('markdown.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'Markdown',
  });
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent('<!doctype html><main></main>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text });
}, 60_000);

afterAll(() => browser?.close());

/** The HTML `renderMarkdown(text, options)` puts on the page. */
const html = (text: string, options: { linkHosts?: string[]; phone?: string } = {}) =>
  page.evaluate(
    ([text, options]) => {
      const main = document.querySelector('main') as HTMLElement;
      // @ts-expect-error the bundle's global
      main.replaceChildren(Markdown.renderMarkdown(text, options));
      return main.innerHTML;
    },
    [text, options] as const,
  );

describe('renderMarkdown', () => {
  it('renders paragraphs, headings, lists, bold, italics and code', async () => {
    const reply = [
      '### Benefits vs. risks',
      '',
      'A **Roth conversion** moves money *now*; taxes are due __this__ year.',
      'Second line.',
      '',
      '- Lower taxes _later_',
      '- No `RMD` for you',
      '',
      '1. First',
      '2. Second',
    ].join('\n');
    expect(await html(reply)).toBe(
      '<h5>Benefits vs. risks</h5>' +
        '<p>A <strong>Roth conversion</strong> moves money <em>now</em>; taxes are due <strong>this</strong> year.<br>Second line.</p>' +
        '<ul><li>Lower taxes <em>later</em></li><li>No <code>RMD</code> for you</li></ul>' +
        '<ol><li>First</li><li>Second</li></ol>',
    );
  });

  it('links only to https pages of the allowed hosts and to the firm’s number', async () => {
    const reply =
      'See [IRS Pub 590-B](https://www.irs.gov/publications/p590b), [a blog](https://blog.example/x), ' +
      '[plain http](http://irs.gov/x), [call us](tel:+16175550142), [another number](tel:+15555550100).';
    expect(await html(reply, { phone: '(617) 555-0142' })).toBe(
      '<p>See <a href="https://www.irs.gov/publications/p590b" target="_blank" rel="noopener noreferrer">IRS Pub 590-B</a>, ' +
        '<span>a blog</span>, <span>plain http</span>, <a href="tel:+16175550142">call us</a>, <span>another number</span>.</p>',
    );
    expect(await html('[x](https://partner.example/a)', { linkHosts: ['partner.example'] })).toBe(
      '<p><a href="https://partner.example/a" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('never makes HTML of what a reply says: tags, scripts and images stay text', async () => {
    const reply =
      '<img src=x onerror="window.ran=1"> <script>window.ran=1</script> ![a chart](https://irs.gov/c.png) [x](javascript:alert(1))';
    const out = await html(reply);
    expect(out).toBe(
      '<p>&lt;img src=x onerror="window.ran=1"&gt; &lt;script&gt;window.ran=1&lt;/script&gt; a chart <span>x</span></p>',
    );
    expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
  });

  it('leaves no raw Markdown in what the visitor reads', async () => {
    const reply =
      '## Your options\n\n**Call** [(617) 555-0142](tel:+16175550142) or see *ssa.gov*.\n\n* one\n* two';
    const text = await page.evaluate(
      ([text]) => {
        const main = document.querySelector('main') as HTMLElement;
        // @ts-expect-error the bundle's global
        main.replaceChildren(Markdown.renderMarkdown(text, { phone: '617-555-0142' }));
        return main.textContent;
      },
      [reply] as const,
    );
    expect(text).not.toMatch(/\*\*|##|\]\(|^\* /m);
    expect(text).toContain('(617) 555-0142');
  });
});

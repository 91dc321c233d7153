import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatIsland } from './ChatIsland.tsx';
import { config } from './config.ts';
import { SECTION_ORDER } from './content.ts';
import {
  contentSecurityPolicy,
  head,
  render,
  robots,
  sitemap,
  structuredData,
} from './entry-server.tsx';

describe('prerendering', () => {
  it('renders the whole home page, its sections in order, to HTML', () => {
    const html = render('/');
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(SECTION_ORDER);
    expect(html).toContain('We help people retire and stay retired.');
    expect(html).toContain('Chat With Your Financial Guide');
    expect(html).toContain('Ask your first question...');
    expect(html).toContain(config.firm.phone);
  });

  it('renders the chat apart from the page, so its container holds what hydrating it renders', () => {
    expect(render('/')).toContain(
      `<div data-island="chat">${renderToString(<ChatIsland />)}</div>`,
    );
  });

  it('renders any other path as the not-found page', () => {
    const html = render('/missing');
    expect(html).toContain('>404<');
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('id="chat"');
  });
});

describe('head', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('allows scripts from the page only and connections to the page and Supabase only', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`connect-src 'self' ${new URL(config.supabase.url).origin};`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('inlines the page script, with its data, allowed by its hash alone', () => {
    const code = 'document.title="x"';
    const tags = head('home', { code, data: { modules: '/a.js /b.js', 'not-found': '"<&' } });
    const hash = createHash('sha256').update(code).digest('base64');
    expect(tags).toContain(`script-src &#39;self&#39; &#39;sha256-${hash}&#39;;`);
    expect(tags).toContain(
      `<script data-modules="/a.js /b.js" data-not-found="&quot;&lt;&amp;">${code}</script>`,
    );
    // The policy comes first, so it covers the script.
    expect(tags.indexOf('Content-Security-Policy')).toBeLessThan(tags.indexOf('<script data'));
    expect(() => head('home', { code: 'a("</script>")', data: {} })).toThrow(/<\/script/);
  });

  it('describes the firm for search engines and sharing', () => {
    const tags = head('home');
    expect(tags).toContain(`<link rel="canonical" href="${config.siteUrl}" />`);
    expect(tags).toContain('property="og:title"');
    expect(tags).toContain('<script type="application/ld+json">');
    expect(structuredData()).toMatchObject({
      '@type': 'FinancialService',
      telephone: config.firm.phone,
      address: { addressLocality: config.firm.address.locality },
    });
    expect(head('notFound')).toContain('noindex');
    expect(head('notFound')).not.toContain('canonical');
    expect(robots()).toContain(`Sitemap: ${config.siteUrl}sitemap.xml`);
    expect(sitemap()).toContain(`<loc>${config.siteUrl}</loc>`);
  });

  it('points the share image at the configured site address, with its size and alt text', async () => {
    vi.stubEnv('VITE_SITE_URL', 'https://www.harborlight.co/retire');
    vi.stubEnv('FIRM_NAME', 'Harbor Light Planning');
    vi.resetModules();
    const { head: headFor, shareImage } = await import('./entry-server.tsx');
    const tags = headFor('home');
    expect(tags).toContain(
      '<meta property="og:image" content="https://www.harborlight.co/retire/share.png" />',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
    expect(tags).toContain(
      '<meta property="og:image:alt" content="Harbor Light Planning: We help people retire and stay retired." />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(shareImage()).toMatchObject({ file: 'share.png', name: 'Harbor Light Planning' });
    expect(headFor('notFound')).not.toContain('og:image');
  });

  it('keeps JSON-LD and attributes inert whatever the configured text', () => {
    const name = config.firm.name;
    config.firm.name = '</script><script>alert("x")</script> & "Co"';
    try {
      const tags = head('home');
      expect(tags).not.toContain('</script><script>');
      expect(tags).toContain('\\u003c/script>');
      expect(tags).toContain('&lt;/script&gt;');
      expect(tags).toContain('&amp; &quot;Co&quot;');
    } finally {
      config.firm.name = name;
    }
  });
});

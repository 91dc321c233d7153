import { createHash } from 'node:crypto';
import { Logo, MISSION_LINE } from '@firm/ui';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import { ChatIsland } from './ChatIsland.tsx';
import { config } from './config.ts';

/** The page for `path` as HTML; the chat, its one island, is rendered on its own to hydrate. */
export const render = (path: string): string =>
  renderToString(<App path={path} chatMarkup={renderToString(<ChatIsland />)} />);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const DESCRIPTION =
  'Independent retirement income, Social Security, tax and insurance guidance in the Boston area. We help people retire and stay retired.';

/** The image a link to the page shows where it is shared, made at build time. */
export const shareImage = () => {
  const { firm, siteUrl } = config;
  return {
    file: 'share.png',
    url: new URL('share.png', siteUrl).href,
    width: 1200,
    height: 630,
    name: firm.name,
    mission: MISSION_LINE,
    services: 'Retirement income · Social Security · Tax · Insurance · Boston area',
    alt: `${firm.name}: ${MISSION_LINE}`,
    /** The header's mark, as SVG markup. */
    logo: renderToStaticMarkup(<Logo />),
  };
};

/** The page's inline script and what the server tells it in its `data-` attributes (see page.ts). */
export interface PageScript {
  code: string;
  data: Record<string, string>;
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** Only this origin and the Supabase project; of inline scripts, only the given ones. */
export const contentSecurityPolicy = (inlineScripts: readonly string[] = []): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map(sha256)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${new URL(config.supabase.url).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** schema.org description of the firm, for search engines. */
export const structuredData = () => {
  const { firm, siteUrl } = config;
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: firm.name,
    description: DESCRIPTION,
    url: siteUrl,
    telephone: firm.phone,
    email: firm.email,
    areaServed: 'Greater Boston, Massachusetts',
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      addressLocality: firm.address.locality,
      addressRegion: firm.address.region,
      postalCode: firm.address.postalCode,
      addressCountry: 'US',
    },
  };
};

/** An inline `<script>` tag; its code may not close the tag early. */
const inlineScript = ({ code, data }: PageScript) => {
  if (/<\/script|<!--/i.test(code)) throw new Error('The page script contains </script or <!--');
  const attributes = Object.entries(data).map(
    ([name, value]) => ` data-${name}="${escapeHtml(value)}"`,
  );
  return `<script${attributes.join('')}>${code}</script>`;
};

/** The tags of `<head>` for the home page or the not-found page, with its page script. */
export function head(page: 'home' | 'notFound', script?: PageScript): string {
  const { firm, siteUrl } = config;
  const title =
    page === 'home'
      ? `${firm.name} | Retirement income, tax and insurance guidance`
      : `Page not found | ${firm.name}`;
  const csp = contentSecurityPolicy(script ? [script.code] : []);
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}" />`,
    ...(script ? [inlineScript(script)] : []),
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(DESCRIPTION)}" />`,
    '<meta name="theme-color" content="#115e59" />',
  ];
  if (page === 'notFound')
    return [...tags, '<meta name="robots" content="noindex" />'].join('\n    ');
  const json = JSON.stringify(structuredData()).replace(/</g, '\\u003c');
  const image = shareImage();
  return [
    ...tags,
    `<link rel="canonical" href="${escapeHtml(siteUrl)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(firm.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(DESCRIPTION)}" />`,
    `<meta property="og:url" content="${escapeHtml(siteUrl)}" />`,
    '<meta property="og:locale" content="en_US" />',
    `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
    `<script type="application/ld+json">${json}</script>`,
  ].join('\n    ');
}

export const robots = (): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}sitemap.xml\n`;

export const sitemap = (): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${escapeHtml(config.siteUrl)}</loc></url>\n</urlset>\n`;

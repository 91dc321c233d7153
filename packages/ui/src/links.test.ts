import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_HOSTS, isAllowedLink } from './links.ts';

const PHONE = '(617) 555-0142';

describe('isAllowedLink', () => {
  it('allows https links to the listed hosts and their subdomains', () => {
    expect(isAllowedLink('https://www.irs.gov/retirement-plans', DEFAULT_LINK_HOSTS)).toBe(true);
    expect(isAllowedLink('https://ssa.gov/benefits', DEFAULT_LINK_HOSTS)).toBe(true);
    expect(isAllowedLink('https://example.com/', [...DEFAULT_LINK_HOSTS, 'example.com'])).toBe(
      true,
    );
  });

  it("allows a tel: link only to the firm's own number, however it is written", () => {
    for (const href of ['tel:+16175550142', 'tel:6175550142', 'tel:(617) 555-0142']) {
      expect(isAllowedLink(href, DEFAULT_LINK_HOSTS, PHONE), href).toBe(true);
    }
    for (const href of ['tel:+16175550199', 'tel:+1900555014', 'tel:+16175550142;ext=9']) {
      expect(isAllowedLink(href, DEFAULT_LINK_HOSTS, PHONE), href).toBe(false);
    }
    expect(isAllowedLink('tel:+16175550142', DEFAULT_LINK_HOSTS)).toBe(false);
  });

  it('refuses other hosts, look-alikes, plain http, credentials and scripts', () => {
    for (const href of [
      'https://evil.com/',
      'https://irs.gov.evil.com/',
      'https://notirs.gov/',
      'http://www.irs.gov/',
      'https://user@irs.gov/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'tel:call-me',
      '/relative',
      undefined,
    ]) {
      expect(isAllowedLink(href, DEFAULT_LINK_HOSTS, PHONE), String(href)).toBe(false);
    }
  });
});

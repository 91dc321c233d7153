import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_HOSTS, isAllowedLink } from './links.ts';

describe('isAllowedLink', () => {
  it('allows https links to the listed hosts and their subdomains, and tel: numbers', () => {
    expect(isAllowedLink('https://www.irs.gov/retirement-plans', DEFAULT_LINK_HOSTS)).toBe(true);
    expect(isAllowedLink('https://ssa.gov/benefits', DEFAULT_LINK_HOSTS)).toBe(true);
    expect(isAllowedLink('tel:+16175550142', DEFAULT_LINK_HOSTS)).toBe(true);
    expect(isAllowedLink('https://example.com/', [...DEFAULT_LINK_HOSTS, 'example.com'])).toBe(
      true,
    );
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
      expect(isAllowedLink(href, DEFAULT_LINK_HOSTS), String(href)).toBe(false);
    }
  });
});

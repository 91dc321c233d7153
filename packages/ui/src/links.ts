import { telHref } from './text.ts';

/** Hosts an answer may link to; subdomains included. */
export const DEFAULT_LINK_HOSTS = ['irs.gov', 'ssa.gov', 'medicare.gov', 'cms.gov', 'mass.gov'];

/**
 * Whether `href` is an https link to one of `hosts` (or their subdomains), or a `tel:` link that
 * dials `phone`, the firm's number: a reply never offers to dial any other.
 */
export function isAllowedLink(
  href: string | undefined,
  hosts: readonly string[],
  phone?: string,
): boolean {
  if (!href) return false;
  if (href.startsWith('tel:')) {
    return !!phone && /^tel:\+?[\d\-(). ]+$/.test(href) && telHref(href) === telHref(phone);
  }
  try {
    const url = new URL(href);
    return (
      url.protocol === 'https:' &&
      !url.username &&
      hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
    );
  } catch {
    return false;
  }
}

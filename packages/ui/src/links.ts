/** Hosts an answer may link to, besides `tel:` numbers; subdomains included. */
export const DEFAULT_LINK_HOSTS = ['irs.gov', 'ssa.gov', 'medicare.gov', 'cms.gov', 'mass.gov'];

/** Whether `href` is a `tel:` link or an https link to one of `hosts` (or their subdomains). */
export function isAllowedLink(href: string | undefined, hosts: readonly string[]): boolean {
  if (!href) return false;
  if (/^tel:\+?[\d\-(). ]+$/.test(href)) return true;
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

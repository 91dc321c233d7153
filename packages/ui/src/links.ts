import { isAllowedLink as allowed, DEFAULT_LINK_HOSTS } from '@firm/chat-core/markdown';

export { DEFAULT_LINK_HOSTS };

/**
 * Whether `href` is an https link to one of `hosts` (or their subdomains), or a `tel:` link that
 * dials `phone`, the firm's number: a reply never offers to dial any other. The rule is
 * chat-core's, which its reply renderer applies on other sites.
 */
export const isAllowedLink = (
  href: string | undefined,
  hosts: readonly string[],
  phone?: string,
): boolean => !!href && allowed(href, { linkHosts: hosts, phone });

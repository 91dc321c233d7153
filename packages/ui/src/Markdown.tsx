import MarkdownToJsx from 'markdown-to-jsx';
import { type AnchorHTMLAttributes, createContext, useContext } from 'react';
import { DEFAULT_LINK_HOSTS, isAllowedLink } from './links.ts';

const linkClass =
  'font-semibold text-teal-900 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

const Hosts = createContext<readonly string[]>(DEFAULT_LINK_HOSTS);

/** A link if its target is allowed, plain text otherwise; web links open safely in a new tab. */
function SafeLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const hosts = useContext(Hosts);
  if (!isAllowedLink(href, hosts)) return <span>{children}</span>;
  if (href?.startsWith('tel:')) {
    return (
      <a href={href} className={linkClass}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const dropped = () => null;

const OPTIONS = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: { a: SafeLink, img: dropped },
};

export interface MarkdownProps {
  children: string;
  linkHosts?: readonly string[];
}

/** Renders assistant text as markdown: no raw HTML, no images, links only to allowed hosts. */
export default function Markdown({ children, linkHosts = DEFAULT_LINK_HOSTS }: MarkdownProps) {
  return (
    <Hosts.Provider value={linkHosts}>
      <MarkdownToJsx options={OPTIONS}>{children}</MarkdownToJsx>
    </Hosts.Provider>
  );
}

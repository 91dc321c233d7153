import MarkdownToJsx from 'markdown-to-jsx';
import {
  type AnchorHTMLAttributes,
  createContext,
  Fragment,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { DEFAULT_LINK_HOSTS, isAllowedLink } from './links.ts';
import { issuerOf, linkPhone, splitReply, whileArriving } from './reply.ts';
import { focusRing } from './styles.ts';

const linkClass =
  'font-semibold text-teal-900 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

interface LinkRules {
  hosts: readonly string[];
  phone?: string;
}

const Rules = createContext<LinkRules>({ hosts: DEFAULT_LINK_HOSTS });

function NewTab({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A link if its target is allowed, plain text otherwise: web links open safely in a new tab, and
 * the firm's number dials and never breaks across lines.
 */
function SafeLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { hosts, phone } = useContext(Rules);
  if (!href || !isAllowedLink(href, hosts, phone)) return <span>{children}</span>;
  if (href.startsWith('tel:')) {
    return (
      <a href={href} className={`${linkClass} whitespace-nowrap`}>
        {children}
      </a>
    );
  }
  return <NewTab href={href}>{children}</NewTab>;
}

/** In the sources, a link shows its issuer's short name; screen readers also hear its title. */
function SourceLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { hosts } = useContext(Rules);
  const issuer = issuerOf(href);
  if (!href || !issuer) return <span>{children}</span>;
  if (!isAllowedLink(href, hosts)) return <span>{issuer}</span>;
  return (
    <NewTab href={href}>
      {issuer}
      <span className="sr-only">, {children}</span>
    </NewTab>
  );
}

const dropped = () => null;

const BLOCKS = {
  disableParsingRawHTML: true,
  forceBlock: true,
  // Blocks sit directly in the bubble, which spaces them.
  wrapper: Fragment,
  overrides: { a: SafeLink, img: dropped },
};

const SOURCE = {
  disableParsingRawHTML: true,
  forceInline: true,
  overrides: { a: SourceLink, img: dropped },
};

export interface MarkdownProps {
  children: string;
  linkHosts?: readonly string[];
  /** The firm's number: the one number a reply may dial. */
  phone?: string;
  /** The reply is still arriving: what is not yet complete waits. */
  arriving?: boolean;
}

/**
 * Renders assistant text as markdown: no raw HTML, no images, links only to allowed hosts and
 * to the firm's number. A "Sources" section shows closed, as one line that opens in place; a
 * last line in italics (the general-information note) shows in small type.
 */
export default function Markdown({
  children,
  linkHosts = DEFAULT_LINK_HOSTS,
  phone,
  arriving = false,
}: MarkdownProps) {
  const rules = useMemo(() => ({ hosts: linkHosts, phone }), [linkHosts, phone]);
  const { body, sources, note } = splitReply(
    linkPhone(arriving ? whileArriving(children) : children, phone),
  );
  return (
    <Rules.Provider value={rules}>
      {body && <MarkdownToJsx options={BLOCKS}>{body}</MarkdownToJsx>}
      {sources.length > 0 && (
        <details className="chat-sources">
          <summary
            className={`min-h-11 cursor-pointer rounded-md py-2 font-semibold text-teal-900 ${focusRing}`}
          >
            Sources ({sources.length})
          </summary>
          <ul>
            {sources.map((source, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end
              <li key={i}>
                <MarkdownToJsx options={SOURCE}>{source}</MarkdownToJsx>
              </li>
            ))}
          </ul>
        </details>
      )}
      {note && (
        <div className="text-base text-slate-600">
          <MarkdownToJsx options={BLOCKS}>{note}</MarkdownToJsx>
        </div>
      )}
    </Rules.Provider>
  );
}

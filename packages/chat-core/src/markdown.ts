/**
 * A reply's `content` is Markdown. This renders it as the site shows it, into DOM nodes made
 * one by one (text is always text: no HTML is ever parsed, so nothing in a reply can run):
 * paragraphs, headings, bulleted and numbered lists, bold, italics and code; links only to
 * `https` pages of the allowed hosts and to the firm's own number, every other link shown as its
 * text; images shown as their description.
 */

/** The hosts a reply may link to (their subdomains too): the site's list. */
export const DEFAULT_LINK_HOSTS: readonly string[] = [
  'irs.gov',
  'ssa.gov',
  'medicare.gov',
  'cms.gov',
  'mass.gov',
];

export interface MarkdownOptions {
  /** Hosts a link may point to. Default `DEFAULT_LINK_HOSTS`. */
  linkHosts?: readonly string[];
  /** The firm's number: the one number a `tel:` link may dial. Default: none may. */
  phone?: string;
  /** The document to make nodes in. Default: the page's. */
  document?: Document;
}

/** The digits a phone number dials, country code included (10 digits are a US number). */
const dialed = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : digits;
};

/** Whether a reply may link to `href`: see `MarkdownOptions`. */
export function isAllowedLink(href: string, options: MarkdownOptions = {}): boolean {
  const { linkHosts = DEFAULT_LINK_HOSTS, phone } = options;
  if (href.startsWith('tel:')) {
    return !!phone && /^tel:\+?[\d\-(). ]+$/.test(href) && dialed(href) === dialed(phone);
  }
  try {
    const url = new URL(href);
    return (
      url.protocol === 'https:' &&
      !url.username &&
      linkHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
    );
  } catch {
    return false;
  }
}

/** Bold, italics, code, images and links, in the order they are tried at each place. */
const INLINE =
  /(\*\*|__)(.+?)\1|(?<![\w*])([*_])(?![\s*_])(.+?)(?<!\s)\3(?![\w*])|`([^`\n]+)`|(!?)\[([^\]\n]*)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/;

function inline(text: string, into: Node, options: MarkdownOptions, doc: Document) {
  for (let rest = text; rest; ) {
    const match = INLINE.exec(rest);
    if (!match) {
      into.appendChild(doc.createTextNode(rest));
      return;
    }
    if (match.index > 0) into.appendChild(doc.createTextNode(rest.slice(0, match.index)));
    const [whole, bold, strong, , em, code, image, label = '', href = ''] = match;
    /** An element holding `content`, itself rendered inline. */
    const wrap = (tag: string, content: string) => {
      const element = doc.createElement(tag);
      inline(content, element, options, doc);
      return element;
    };
    let node: Node;
    if (bold) node = wrap('strong', strong as string);
    else if (em) node = wrap('em', em);
    else if (code) node = Object.assign(doc.createElement('code'), { textContent: code });
    else if (image) node = doc.createTextNode(label);
    else if (!isAllowedLink(href, options)) node = wrap('span', label);
    else {
      const anchor = wrap('a', label);
      anchor.setAttribute('href', href);
      if (!href.startsWith('tel:')) {
        anchor.setAttribute('target', '_blank');
        anchor.setAttribute('rel', 'noopener noreferrer');
      }
      node = anchor;
    }
    into.appendChild(node);
    rest = rest.slice(match.index + whole.length);
  }
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^\s*([-*+]|\d+[.)])\s+(.*)$/;

/** Renders Markdown `text` as a fragment to put on a page: see the module's comment. */
export function renderMarkdown(text: string, options: MarkdownOptions = {}): DocumentFragment {
  const doc = options.document ?? document;
  const fragment = doc.createDocumentFragment();
  let paragraph: HTMLElement | undefined;
  let list: HTMLElement | undefined;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (!line.trim() || heading || item) paragraph = undefined;
    if (!item && (heading || !line.trim())) list = undefined;
    if (heading) {
      // Under the page's own headings: # is an h3.
      const level = Math.min(6, (heading[1] as string).length + 2);
      const element = fragment.appendChild(doc.createElement(`h${level}`));
      inline(heading[2] as string, element, options, doc);
    } else if (item) {
      const ordered = !/[-*+]/.test(item[1] as string);
      if (!list || (list.tagName === 'OL') !== ordered) {
        list = fragment.appendChild(doc.createElement(ordered ? 'ol' : 'ul'));
      }
      inline(item[2] as string, list.appendChild(doc.createElement('li')), options, doc);
    } else if (line.trim()) {
      if (list) {
        // A line under an item continues it.
        inline(` ${line.trim()}`, list.lastChild as Node, options, doc);
        continue;
      }
      if (paragraph) paragraph.appendChild(doc.createElement('br'));
      else paragraph = fragment.appendChild(doc.createElement('p'));
      inline(line.trim(), paragraph, options, doc);
    }
  }
  return fragment;
}

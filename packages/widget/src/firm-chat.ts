/**
 * `<firm-chat>`: a launcher button in a bottom corner that opens the firm's chat in a non-modal
 * dialog. Everything here is small and loads with the page; React, the conversation and the
 * transport load only when the visitor is about to open it.
 */
import { CHAT_TEXT, CHAT_WORDS, telHref } from '@firm/ui/text';
import css from './firm-chat.css?inline';
import type { Panel, PanelConfig } from './panel.tsx';

/** The attributes are the contract; each may change at run time. */
const ATTRIBUTES = ['supabase-url', 'anon-key', 'phone', 'firm-name', 'position', 'open', 'title'];
const REQUIRED = ['supabase-url', 'anon-key', 'phone'];

const CHAT_ICON = '<path d="M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5"/>';
const CLOSE_ICON = '<path d="M6 6l12 12M18 6L6 18"/>';
const icon = (paths: string) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;

// `title=""` keeps the host element's own title attribute from showing as a tooltip everywhere.
const TEMPLATE = `<div title="">
<button class="launcher" type="button" aria-expanded="false" aria-controls="panel" aria-haspopup="dialog" hidden>${icon(CHAT_ICON)}<span>Chat Now</span></button>
<div class="panel" id="panel" role="dialog" aria-labelledby="title" tabindex="-1" hidden>
<div class="head"><div><h2 id="title"></h2><p class="firm"></p></div><button class="close" type="button" aria-label="Close chat">${icon(CLOSE_ICON)}</button></div>
<div class="body"></div>
</div>
</div>`;

const topLayer = typeof HTMLElement.prototype.showPopover === 'function';

/** Shows or hides an element, in the top layer where the browser has one (above any z-index). */
function reveal(element: HTMLElement, shown: boolean) {
  element.hidden = !shown;
  if (!topLayer) return;
  element.popover = 'manual';
  if (shown && !element.matches(':popover-open')) element.showPopover();
  if (!shown && element.matches(':popover-open')) element.hidePopover();
}

let panelModule: Promise<typeof import('./panel.tsx')> | undefined;

/** Loads the panel once; a failed load is tried again next time. */
const loadPanel = () => {
  panelModule ??= import('./panel.tsx').catch((error: unknown) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
};

export class FirmChatElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  readonly #root = this.attachShadow({ mode: 'open' });
  readonly #launcher: HTMLButtonElement;
  readonly #panel: HTMLElement;
  readonly #body: HTMLElement;
  #app: Promise<Panel> | undefined;
  #connected = false;
  #problem = '';

  constructor() {
    super();
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    this.#root.adoptedStyleSheets = [sheet];
    this.#root.innerHTML = TEMPLATE;
    const find = <T extends HTMLElement>(selector: string) =>
      this.#root.querySelector(selector) as T;
    this.#launcher = find('.launcher');
    this.#panel = find('.panel');
    this.#body = find('.body');

    const prefetch = () => {
      loadPanel().catch(() => {});
    };
    this.#launcher.addEventListener('pointerenter', prefetch);
    this.#launcher.addEventListener('focus', prefetch);
    this.#launcher.addEventListener('click', () => this.toggleAttribute('open'));
    find('.close').addEventListener('click', () => this.removeAttribute('open'));
    this.#panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.removeAttribute('open');
    });
  }

  connectedCallback() {
    this.#update();
    this.#connected = true;
  }

  disconnectedCallback() {
    this.#connected = false;
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null) {
    // Until it is on the page, connectedCallback reads every attribute at once.
    if (before === after || !this.#connected) return;
    this.#update();
    if (name === 'open' && this.#connected) this.#moveFocus(after !== null);
  }

  get #config(): PanelConfig {
    return {
      supabaseUrl: this.getAttribute('supabase-url') ?? '',
      anonKey: this.getAttribute('anon-key') ?? '',
      phone: this.getAttribute('phone') ?? '',
    };
  }

  /** Brings the launcher, the dialog and the conversation in line with the attributes. */
  #update() {
    const missing = REQUIRED.filter((name) => !this.getAttribute(name));
    const problem = missing.length
      ? `<firm-chat> needs the attribute(s) ${missing.join(', ')}`
      : '';
    if (problem && problem !== this.#problem) console.error(problem);
    this.#problem = problem;

    const open = !problem && this.hasAttribute('open');
    reveal(this.#launcher, !problem);
    this.#launcher.setAttribute('aria-expanded', String(open));
    (this.#root.getElementById('title') as HTMLElement).textContent =
      this.getAttribute('title') || CHAT_TEXT.title;
    const firm = this.#root.querySelector('.firm') as HTMLElement;
    firm.textContent = this.getAttribute('firm-name') ?? '';
    firm.hidden = !firm.textContent;
    reveal(this.#panel, open);
    if (open || this.#app) this.#render();
  }

  #render() {
    this.#app ??= this.#mount();
    this.#app.then((app) => app.render(this.#config)).catch(() => {});
  }

  async #mount(): Promise<Panel> {
    this.#body.innerHTML = '<p class="note" role="status">Loading the chat…</p>';
    try {
      const { mount } = await loadPanel();
      this.#body.replaceChildren();
      return mount(this.#root, this.#body);
    } catch (error) {
      this.#app = undefined;
      this.#showFailure();
      throw error;
    }
  }

  /** The panel could not load (offline, or a deploy replaced it): a way to call and to retry. */
  #showFailure() {
    const phone = this.#config.phone;
    this.#body.innerHTML = `<div class="note" role="alert"><p>${CHAT_WORDS.loadFailed}</p><p>${CHAT_WORDS.failedLead} <a></a>.</p><button class="retry" type="button">${CHAT_WORDS.tryAgain}</button></div>`;
    const call = this.#body.querySelector('a') as HTMLAnchorElement;
    call.href = telHref(phone);
    call.textContent = `call ${phone}`;
    (this.#body.querySelector('.retry') as HTMLElement).addEventListener('click', () => {
      this.#render();
      this.#panel.focus();
    });
  }

  /** Into the conversation on opening; back to the launcher on closing, if it was inside. */
  #moveFocus(opened: boolean) {
    if (opened) {
      // The dialog at once, then its text box once the conversation is there (unless the
      // visitor has moved on meanwhile).
      this.#panel.focus();
      this.#app
        ?.then((app) => {
          if (this.#root.activeElement === this.#panel) app.focus();
        })
        .catch(() => {});
    } else if (this.#panel.contains(this.#root.activeElement)) {
      this.#launcher.focus();
    }
  }
}

if (!customElements.get('firm-chat')) customElements.define('firm-chat', FirmChatElement);

declare global {
  interface HTMLElementTagNameMap {
    'firm-chat': FirmChatElement;
  }
}

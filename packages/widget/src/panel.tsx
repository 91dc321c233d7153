/**
 * The chat panel: the site's own conversation (`ChatPanel` from `@firm/ui`, over a chat-core
 * store), rendered into the dialog's body with its styles adopted by the shadow root.
 */
import { createChat, fetchTransport } from '@firm/chat-core';
import { ChatPanel, type FindSensitive } from '@firm/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import css from './panel.css?inline';

/** What the panel reads from `<firm-chat>`'s attributes. */
export interface PanelConfig {
  supabaseUrl: string;
  anonKey: string;
  phone: string;
}

export interface Panel {
  /** Shows the conversation with these settings (they may change at run time). */
  render(config: PanelConfig): void;
  /** Puts the keyboard in the message box. */
  focus(): void;
}

/** The redactor the function applies, loaded when the visitor starts typing. */
const loadFindSensitive = (phone: string) => (): Promise<FindSensitive> =>
  import('@firm/assistant/redact').then(({ draftChecker }) => draftChecker([phone]));

export function mount(root: ShadowRoot, container: HTMLElement): Panel {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];

  let config: PanelConfig | undefined;
  // One conversation per element; each request goes to the project named at that moment.
  const chat = createChat({
    transport: {
      send: (request, options) =>
        fetchTransport({
          url: config?.supabaseUrl ?? '',
          anonKey: config?.anonKey ?? '',
          stream: true,
        }).send(request, options),
    },
  });
  const reactRoot = createRoot(container);

  return {
    render(next) {
      config = next;
      // Synchronously, so the dialog's text box exists when focus moves in.
      flushSync(() =>
        reactRoot.render(
          <ChatPanel
            chat={chat}
            phone={next.phone}
            loadFindSensitive={loadFindSensitive(next.phone)}
            fill
          />,
        ),
      );
    },
    focus() {
      container.querySelector('textarea')?.focus();
    },
  };
}

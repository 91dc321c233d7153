import { ChatPanel, DEFAULT_LINK_HOSTS } from '@firm/ui';
import { chat, loadFindSensitive, warmUp } from './chat.ts';
import { config } from './config.ts';

const linkHosts = [...DEFAULT_LINK_HOSTS, new URL(config.siteUrl).hostname.replace(/^www\./, '')];

/**
 * The chat: the page's one island, the only part of it the browser renders with React. The rest
 * of the page is static HTML (its Call Now buttons and menu respond through the page script).
 */
export function ChatIsland() {
  return (
    <ChatPanel
      chat={chat}
      phone={config.firm.phone}
      linkHosts={linkHosts}
      loadFindSensitive={loadFindSensitive}
      onEngage={warmUp}
    />
  );
}

/** Marks the island's container; it gets `data-hydrated` once React runs it. */
export const CHAT_ISLAND = 'chat';

/**
 * The island's container. On the server `markup` is the island rendered on its own, apart from
 * the page, so the container holds exactly what `hydrateRoot` will render in it (ids included);
 * without it (the dev server) React renders the island in place.
 */
export function ChatIslandContainer({ markup }: { markup?: string }) {
  return markup === undefined ? (
    <div data-island={CHAT_ISLAND} data-hydrated="">
      <ChatIsland />
    </div>
  ) : (
    <div data-island={CHAT_ISLAND} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}

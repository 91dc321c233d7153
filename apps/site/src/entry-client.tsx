import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CHAT_ISLAND, ChatIsland } from './ChatIsland.tsx';
import { failure } from './Notice.tsx';
import './styles.css';

/** Runs `then` once its children have hydrated. */
function Hydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, []);
  return children;
}

/**
 * React believes the text in a box it hydrated is its initial value; this tells it the visitor
 * typed it, as an input event would (its value tracker must see the change, hence the reset).
 */
function keepTyped(box: HTMLTextAreaElement) {
  const typed = box.value;
  box.value = '';
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, typed);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Takes over what the visitor did in the chat before this script ran (see `page.ts`). */
function takeOver(island: Element) {
  island.setAttribute('data-hydrated', '');
  setTimeout(() => {
    // Focus came first: the chat starts loading what sending needs, as on a focus now.
    const focused = document.activeElement;
    if (focused && island.contains(focused)) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    for (const box of island.querySelectorAll('textarea')) if (box.value) keepTyped(box);
    const pending = island.querySelector<HTMLElement>('[data-replay]');
    pending?.removeAttribute('data-replay');
    // Once React has rendered the text it was just given.
    setTimeout(() =>
      pending instanceof HTMLFormElement ? pending.requestSubmit() : pending?.click(),
    );
  });
}

/** The built page is static HTML but for the chat, its one island, hydrated here. */
function hydrateChat() {
  const island = document.querySelector(`[data-island="${CHAT_ISLAND}"]`);
  if (!island) return;
  hydrateRoot(
    island,
    <Hydrated then={() => takeOver(island)}>
      <ChatIsland />
    </Hydrated>,
    {
      // A rendering failure shows the fallback page in place of the whole page.
      onUncaughtError(error) {
        console.error(error);
        createRoot(document.getElementById('root') as HTMLElement).render(failure);
      },
    },
  );
}

// The dev server's page is empty: it renders the whole page instead.
if (import.meta.env.DEV) void import('./dev.tsx');
else hydrateChat();

import type { ReactNode } from 'react';
import { sectionHeading } from './styles.ts';
import { CHAT_TEXT } from './text.ts';

export interface ChatSectionProps {
  /** The chat, e.g. a `ChatPanel`; a page may hydrate it on its own, as an island. */
  children: ReactNode;
}

/** #chat: the page's section around the chat, with its heading. */
export function ChatSection({ children }: ChatSectionProps) {
  return (
    <section id="chat" aria-labelledby="chat-title" className="scroll-mt-24 bg-white">
      <div className="mx-auto max-w-4xl px-4 py-16 md:px-8 md:py-24">
        <h2 id="chat-title" className={sectionHeading}>
          {CHAT_TEXT.title}
        </h2>
        {children}
      </div>
    </section>
  );
}

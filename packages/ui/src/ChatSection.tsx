import { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';
import { sectionHeading } from './styles.ts';
import { CHAT_TEXT } from './text.ts';

export type ChatSectionProps = Omit<ChatPanelProps, 'fill'>;

/** #chat: the page's section around the chat, with its heading. */
export function ChatSection(props: ChatSectionProps) {
  return (
    <section id="chat" aria-labelledby="chat-title" className="scroll-mt-24 bg-white">
      <div className="mx-auto max-w-4xl px-4 py-16 md:px-8 md:py-24">
        <h2 id="chat-title" className={sectionHeading}>
          {CHAT_TEXT.title}
        </h2>
        <ChatPanel {...props} />
      </div>
    </section>
  );
}

import type { Message } from '@firm/chat-core';
import { lazy, type MouseEvent, type RefObject, Suspense, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CallLine } from './CallLine.tsx';
import { Fallback } from './Fallback.tsx';
import { Icon } from './icons.tsx';
// With the view, which loads when the visitor starts using the chat: before any reply arrives.
import Markdown from './Markdown.tsx';
import { button, focusRing } from './styles.ts';
import { CHAT_WORDS } from './text.ts';
import { formatTime } from './time.ts';
import { useFollow } from './useFollow.ts';

// Loaded once the conversation shows, so it costs nothing on first paint.
const Toaster = lazy(() => import('./toaster.tsx'));

async function copyText(text: string) {
  const { toast } = await import('./toaster.tsx');
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied to clipboard');
  } catch {
    toast.error('Could not copy. Please select the text and copy it instead.');
  }
}

interface BubbleProps {
  message: Message;
  phone: string;
  linkHosts?: readonly string[];
  /** The reply is still arriving: no Copy yet. */
  arriving?: boolean;
}

function Bubble({ message, phone, linkHosts, arriving = false }: BubbleProps) {
  const mine = message.role === 'user';
  const plain = <p className="whitespace-pre-wrap">{message.content}</p>;
  const tone = mine
    ? 'rounded-br-md bg-teal-800 text-white'
    : message.failed
      ? 'rounded-bl-md border-2 border-amber-600 bg-amber-50 text-slate-900'
      : 'rounded-bl-md border border-slate-200 bg-white text-slate-900';
  return (
    <div
      className={`flex ${mine ? 'justify-end' : 'justify-start'}`}
      data-role={message.role}
      data-failed={message.failed || undefined}
    >
      <div
        className={`max-w-[90%] rounded-2xl px-4 py-3 text-lg leading-relaxed shadow-sm @2xl:max-w-[70%] @2xl:px-5 @2xl:py-4 ${tone}`}
      >
        <p className="sr-only">{mine ? 'You said:' : 'Assistant:'}</p>
        {mine ? (
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        ) : (
          <div className="chat-prose break-words">
            <Fallback fallback={plain}>
              <Markdown linkHosts={linkHosts} phone={phone} arriving={arriving}>
                {message.content}
              </Markdown>
            </Fallback>
            {message.failed && <CallLine phone={phone} lead={CHAT_WORDS.failedLead} />}
          </div>
        )}
        <div
          className={`mt-2 flex flex-wrap items-center gap-x-3 text-base ${mine ? 'justify-end text-teal-50' : 'justify-between text-slate-600'}`}
        >
          <time dateTime={new Date(message.timestamp).toISOString()} className="whitespace-nowrap">
            {formatTime(message.timestamp)}
          </time>
          {!mine && !arriving && (
            <button
              type="button"
              onClick={() => void copyText(message.content)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-teal-900 hover:bg-teal-50 ${focusRing}`}
            >
              <Icon name="copy" className="size-5" />
              Copy<span className="sr-only"> this answer</span>
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

function TypingIndicator() {
  return (
    <div className="flex justify-start" data-testid="typing">
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-5 py-4">
        {[0, 200, 400].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-3 animate-pulse rounded-full bg-teal-700 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}

export interface ConversationProps {
  messages: readonly Message[];
  /** The last message is a reply still arriving. */
  streaming: boolean;
  busy: boolean;
  /** 'Still trying… 2 of 3' while a retry waits or runs, else empty. */
  retryNote?: string;
  phone: string;
  linkHosts?: readonly string[];
  /** The element that scrolls, around this view; 'Jump to latest' shows after it, in its parent. */
  area: RefObject<HTMLElement | null>;
}

/**
 * The messages, oldest first, kept on the newest turn (see `useFollow`), with 'Jump to latest'
 * once the visitor scrolls away from it. A reply still arriving stays outside the live log, so
 * screen readers announce it once, when it is complete, rather than word by word.
 */
export default function Conversation(props: ConversationProps) {
  const { messages, streaming, busy, retryNote = '', phone, linkHosts, area } = props;
  const settled = streaming ? messages.slice(0, -1) : messages;
  const pending = streaming ? messages.at(-1) : undefined;
  const lastQuestion = messages.filter((message) => message.role === 'user').at(-1)?.id;
  const { contentRef, atLatest, jumpToLatest } = useFollow(area, lastQuestion, busy);
  // Below what scrolls, so it never covers an answer.
  const [below, setBelow] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setBelow(area.current?.parentElement ?? null), [area]);

  const jump = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes once the view is back: the keyboard stays in the conversation.
    if (event.currentTarget.matches(':focus')) area.current?.focus({ preventScroll: true });
    jumpToLatest();
  };

  return (
    <>
      {/* Bubbles size to the conversation, not the window: the widget's dialog is narrow on a wide screen. */}
      <div ref={contentRef} className="@container">
        <div role="log" aria-label="Messages" className="space-y-4">
          {settled.map((message) => (
            <Bubble key={message.id} message={message} phone={phone} linkHosts={linkHosts} />
          ))}
        </div>
        {pending && (
          <div className="mt-4">
            <Bubble message={pending} phone={phone} linkHosts={linkHosts} arriving />
          </div>
        )}
        {busy && (
          <div className="mt-4">
            <TypingIndicator />
          </div>
        )}
        {/* Always present, so each change is announced once, politely, and re-renders are not. */}
        <p role="status" className={retryNote ? 'mt-3 text-base text-slate-700' : 'sr-only'}>
          {retryNote || (busy ? CHAT_WORDS.replying : '')}
        </p>
      </div>
      {below &&
        createPortal(
          // Present from the start, so the button is announced, politely, when it appears.
          <div aria-live="polite" className="flex shrink-0 justify-center">
            {!atLatest && (
              <button type="button" onClick={jump} className={`mt-2 ${button.secondary}`}>
                <span aria-hidden="true">↓</span>
                {CHAT_WORDS.jumpToLatest}
              </button>
            )}
          </div>,
          below,
        )}
      <Fallback fallback={null}>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </Fallback>
    </>
  );
}

import type { Chat } from '@firm/chat-core';
import { useEffect, useRef, useState } from 'react';
import { CallLine } from './CallLine.tsx';
import { Composer, type ComposerProps } from './Composer.tsx';
import { Icon } from './icons.tsx';
import { LazyConversation, loadConversation } from './LazyConversation.tsx';
import { focusRing } from './styles.ts';
import { CHAT_TEXT, CHAT_WORDS, SUGGESTIONS } from './text.ts';
import { useChat } from './useChat.ts';

/** The kinds of personal data found in a text (e.g. `['ssn']`); any shows the draft warning. */
export type FindSensitive = (text: string) => readonly string[];

export interface ChatPanelProps {
  chat: Chat;
  /** The firm's number, offered beside the chat and in every failure message. */
  phone: string;
  suggestions?: readonly string[];
  /** Hosts answers may link to (see `isAllowedLink`). */
  linkHosts?: readonly string[];
  /** Finds personal data in a draft, to warn before it is sent. */
  findSensitive?: FindSensitive;
  /**
   * Loads `findSensitive` when the visitor starts using the chat, so the page does not pay for it
   * up front; e.g. the redactor the function applies, from `@firm/assistant/redact`.
   */
  loadFindSensitive?: () => Promise<FindSensitive>;
  /** Called when the visitor starts using the chat, to load what sending needs ahead of time. */
  onEngage?: () => void;
  /**
   * For a container of fixed height, such as a dialog: the conversation (with the call line and
   * the footnote) takes the space left and scrolls, the chips scroll sideways in one row, and the
   * message box stays in view. Without it the message area is 300 px to 60vh (65vh from 768 px).
   */
  fill?: boolean;
}

/**
 * How the panel sits in its container, in one place: on a page (`page`), or filling a container
 * of fixed height such as a dialog (`fill`). A filled panel is phone-narrow at every width: no
 * md: sizes inside it, so the first question's box and its button stay in view on a laptop too.
 */
const LAYOUTS = {
  page: {
    frame: 'mt-8 rounded-3xl border border-slate-200 bg-stone-50 p-2 shadow-sm md:p-5',
    area: 'max-h-[60vh] min-h-[300px] md:max-h-[65vh]',
    // scroll-mt is where the area shows when brought into view: below the sticky header.
    scroller: 'scroll-mt-24 md:p-4',
    lead: 'mt-4 text-xl',
    first: 'md:py-6',
    hint: 'md:text-xl',
    chips: 'flex-wrap',
    chipsTabIndex: undefined,
    chipItem: undefined,
    chip: '',
  },
  fill: {
    frame: 'flex min-h-0 flex-1 flex-col bg-stone-50 p-2',
    area: 'min-h-0 flex-1',
    scroller: '',
    lead: 'text-lg',
    first: '',
    hint: '',
    // One row that scrolls sideways, reachable by keyboard even while its chips are disabled.
    chips: `-mx-2 shrink-0 overflow-x-auto rounded-xl px-2 py-1 ${focusRing}`,
    chipsTabIndex: 0,
    chipItem: 'shrink-0',
    chip: 'whitespace-nowrap',
  },
} as const;

type Layout = (typeof LAYOUTS)[keyof typeof LAYOUTS];

/** The first-question view, while the conversation is empty. */
function FirstQuestion({ layout, composer }: { layout: Layout; composer: ComposerProps }) {
  return (
    <div className={`mx-auto flex max-w-2xl flex-col gap-4 py-2 ${layout.first}`}>
      <p className={`text-lg leading-relaxed text-slate-800 ${layout.hint}`}>{CHAT_TEXT.hint}</p>
      <Composer {...composer} />
      <p className="text-lg text-slate-700">{CHAT_TEXT.tip}</p>
    </div>
  );
}

interface ChipsProps {
  layout: Layout;
  suggestions: readonly string[];
  disabled: boolean;
  onEngage: () => void;
  onSend: (text: string) => void;
}

/** The suggested questions: each sends its text; none while a reply is pending. */
function Chips({ layout, suggestions, disabled, onEngage, onSend }: ChipsProps) {
  return (
    <ul
      aria-label={CHAT_WORDS.suggestions}
      tabIndex={layout.chipsTabIndex}
      className={`mt-4 flex gap-2 ${layout.chips}`}
    >
      {suggestions.map((text) => (
        <li key={text} className={layout.chipItem}>
          <button
            type="button"
            disabled={disabled}
            onFocus={onEngage}
            onPointerEnter={onEngage}
            onClick={() => onSend(text)}
            className={`min-h-11 rounded-full border-2 border-teal-800 bg-white px-4 py-2 text-left font-medium ${layout.chip} text-teal-900 hover:bg-teal-50 disabled:cursor-not-allowed disabled:border-slate-400 disabled:text-slate-600 ${focusRing}`}
          >
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The chat itself, for any container: a way to call, the first-question view until a message
 * exists, then the conversation with a bottom input; the chips, the privacy notice and the
 * footnote. Answers are announced once, when complete. Which view shows follows the chat's
 * snapshot: no message yet, the first question; then the conversation, whose last row is the
 * busy row while a reply is pending.
 */
export function ChatPanel({
  chat,
  phone,
  suggestions = SUGGESTIONS,
  linkHosts,
  findSensitive,
  loadFindSensitive,
  onEngage,
  fill = false,
}: ChatPanelProps) {
  const { messages, status, busy, retrying, attempt, retries, canSend, send, stop } = useChat(chat);
  // A retry waits or runs and no answer has begun: attempt 2 is the first of the retries.
  const retryNote =
    retrying && status === 'submitted' ? CHAT_WORDS.stillTrying(attempt - 1, retries) : '';
  const [draft, setDraft] = useState('');
  const scrollRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const conversing = messages.length > 0;
  const [loaded, setLoaded] = useState<FindSensitive>();
  const detect = findSensitive ?? loaded;
  const sensitive = detect && draft ? detect(draft).length > 0 : false;
  const layout = fill ? LAYOUTS.fill : LAYOUTS.page;

  useEffect(() => {
    // The first-question view just went away: keep the keyboard in the conversation.
    if (conversing && (!document.activeElement || document.activeElement === document.body)) {
      inputRef.current?.focus({ preventScroll: true });
    }
  }, [conversing]);

  const engage = () => {
    loadConversation().catch(() => {});
    if (!findSensitive && !loaded && loadFindSensitive) {
      loadFindSensitive()
        .then((found) => setLoaded(() => found))
        .catch(() => {});
    }
    onEngage?.();
  };

  const submit = () => {
    if (!canSend(draft)) return;
    const text = draft;
    setDraft('');
    void send(text);
  };

  const composer = {
    value: draft,
    onChange: setDraft,
    onSubmit: submit,
    onFocus: engage,
    canSubmit: canSend(draft),
    busy,
    onStop: stop,
    stacked: fill,
  };

  const lead = (
    <div className={`leading-relaxed text-slate-700 ${layout.lead}`}>
      <CallLine phone={phone} lead={CHAT_WORDS.lead} />
    </div>
  );
  const footnote = <p className="mt-4 text-base text-slate-600">{CHAT_TEXT.footnote}</p>;

  return (
    <>
      {!fill && lead}

      <div className={layout.frame}>
        {/* The message area: the conversation, which scrolls, and below it a way back to its end. */}
        <div className={`flex flex-col ${layout.area}`}>
          <section
            ref={scrollRef}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            aria-label={CHAT_WORDS.conversation}
            className={`min-h-0 flex-1 overflow-y-auto rounded-2xl p-2 ${layout.scroller} ${focusRing}`}
          >
            {fill && <div className="mb-4">{lead}</div>}
            {conversing ? (
              <LazyConversation
                messages={messages}
                streaming={status === 'streaming'}
                busy={busy}
                retryNote={retryNote}
                phone={phone}
                linkHosts={linkHosts}
                area={scrollRef}
              />
            ) : (
              <FirstQuestion
                layout={layout}
                composer={{
                  ...composer,
                  label: CHAT_WORDS.questionLabel,
                  placeholder: CHAT_TEXT.firstPlaceholder,
                  submitLabel: CHAT_TEXT.firstButton,
                }}
              />
            )}
            {fill && footnote}
          </section>
        </div>

        <Chips
          layout={layout}
          suggestions={suggestions}
          disabled={busy}
          onEngage={engage}
          onSend={(text) => void send(text)}
        />

        <p className="mt-4 flex gap-3 text-base text-slate-700">
          <Icon name="shield" className="size-6 shrink-0 text-teal-800" />
          {CHAT_WORDS.privacy}
        </p>

        {sensitive && (
          <p
            role="alert"
            className="mt-4 flex gap-3 rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-lg text-slate-900"
          >
            <Icon name="alert" className="mt-0.5 size-6 shrink-0 text-amber-800" />
            {CHAT_WORDS.sensitive}
          </p>
        )}

        {conversing && (
          <div className="mt-4">
            <Composer
              {...composer}
              inputRef={inputRef}
              label={CHAT_WORDS.messageLabel}
              placeholder={CHAT_TEXT.placeholder}
              submitLabel={CHAT_TEXT.button}
            />
          </div>
        )}
      </div>

      {!fill && footnote}
    </>
  );
}

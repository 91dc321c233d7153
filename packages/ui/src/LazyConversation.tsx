import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { CallLine } from './CallLine.tsx';
import type { ConversationProps } from './Conversation.tsx';
import { Icon } from './icons.tsx';
import { button } from './styles.ts';
import { CHAT_WORDS } from './text.ts';

/** The conversation view's code could not be fetched, e.g. in a tab left open across a deploy. */
class LoadError extends Error {
  override name = 'LoadError';
}

/** Loads the conversation view; also called ahead of time, when the visitor starts using the chat. */
export const loadConversation = () =>
  import('./Conversation.tsx').catch((cause: unknown) => {
    throw new LoadError('The conversation view could not load', { cause });
  });

interface LoadBoundaryProps {
  phone: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Shows a plain failure with the firm's number and 'Try again' when the view fails to load;
 * any other error goes on to the page's own error boundary.
 */
class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!(this.state.error instanceof LoadError)) throw this.state.error;
    const retry = () => {
      this.props.onRetry();
      this.setState({ error: undefined, failed: false });
    };
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border-2 border-amber-600 bg-amber-50 p-4 text-lg leading-relaxed text-slate-900 md:p-5"
      >
        <p className="flex gap-3 font-semibold">
          <Icon name="alert" className="mt-1 size-6 shrink-0 text-amber-800" />
          {CHAT_WORDS.loadFailed}
        </p>
        <CallLine phone={this.props.phone} lead={CHAT_WORDS.failedLead} />
        <button type="button" onClick={retry} className={button.secondary}>
          {CHAT_WORDS.tryAgain}
        </button>
      </div>
    );
  }
}

/** The conversation view, loaded on first use; if its code cannot be fetched, only it fails. */
export function LazyConversation(props: ConversationProps) {
  // A lazy component keeps a failed load for good: a retry needs a new one.
  const [View, setView] = useState(() => lazy(loadConversation));
  return (
    <LoadBoundary phone={props.phone} onRetry={() => setView(() => lazy(loadConversation))}>
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

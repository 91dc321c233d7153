/**
 * The chat's words and the firm's call link: plain data with no imports, published on its own
 * (`@firm/ui/text`) so a page can use them without loading React.
 */

/** The four suggestion chips. */
export const SUGGESTIONS = [
  'Would an annuity work for me?',
  'Should I be a 1099 or a W-2?',
  'Which health plan saves me more?',
  'Am I saving enough for retirement?',
] as const;

/** The chat's texts, word for word. */
export const CHAT_TEXT = {
  title: 'Chat With Your Financial Guide',
  hint: 'Ask about taxes, insurance, or retirement. The assistant will give concise steps, benefits vs. risks, and next actions.',
  firstPlaceholder: 'Ask your first question...',
  firstButton: 'Ask',
  tip: 'Try: "What retirement contribution should I consider this year?"',
  placeholder: 'Type your message...',
  button: 'Send',
  footnote: 'All messages are processed via a secure edge function.',
} as const;

/** The chat's other words: its labels, notices and warnings. */
export const CHAT_WORDS = {
  lead: 'Answers in plain language, any time. Prefer a person?',
  conversation: 'Conversation',
  suggestions: 'Suggested questions',
  questionLabel: 'Your question',
  messageLabel: 'Your message',
  enterHelp: 'Enter sends. Shift and Enter starts a new line.',
  stop: 'Stop',
  privacy:
    "For your privacy, please don't type Social Security, Medicare or account numbers. We never need them to answer a question.",
  sensitive:
    'Your message seems to contain a personal number or detail. Please remove it before sending; we never need it to answer.',
  /** Before the call link in a failure bubble. */
  failedLead: 'If it is urgent, you can always',
  /** When the conversation view cannot be fetched. */
  loadFailed: 'Sorry, the chat couldn’t load.',
  tryAgain: 'Try again',
  /** Read out while an answer is awaited or arriving. */
  replying: 'The assistant is replying…',
  /** On the conversation once the visitor has scrolled up from the newest turn. */
  jumpToLatest: 'Jump to latest',
  /** While retry `retry` of `retries` waits or runs, before an answer begins. */
  stillTrying: (retry: number, retries: number) => `Still trying… ${retry} of ${retries}`,
} as const;

export { telHref } from '@firm/contract/firm.ts';

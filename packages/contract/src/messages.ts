/**
 * Every message relay-chat can return. The site shows a failure's message to the visitor as it
 * is (and adds its call line), so each reads as plain, calm words to a person, never as
 * developer jargon; the error code beside it is what programs read. The site's end-to-end
 * tests read these texts too.
 */
export const MESSAGES = {
  forbiddenOrigin: 'The chat is not available on this page, so your message was not sent.',
  methodNotAllowed: 'The chat only accepts messages sent from its own page.',
  unauthorized: 'The chat is not set up correctly on this page, so your message was not sent.',
  unreadable: 'Your message could not be read. Please try sending it again.',
  tooLarge: 'Your message is too long to send. Please shorten it and try again.',
  emptyMessage: 'Please type a question before sending.',
  longMessage: (limit: number) =>
    `Please shorten your message to ${limit.toLocaleString('en-US')} characters or fewer.`,
  messageCharacters:
    'Your message has characters the chat cannot accept. Please retype it and try again.',
  /** A field a visitor does not type was wrong: a fault of the page; the log names the field. */
  badField:
    'This page sent your message in a way the chat could not accept. Please reload the page and try again.',
  rateLimited: 'You are sending messages faster than the chat can answer. Please wait a moment.',
  stillAnswering: 'Your previous message is still being answered. Please wait a moment.',
  busy: (phone: string) =>
    `The chat is very busy right now. Please try again in a minute, or call us at ${phone}.`,
  upstreamError: 'The assistant could not answer just now. Please try again.',
  upstreamTimeout: 'The assistant took too long to answer. Please try again.',
  internal: 'Something went wrong on our side. Please try again.',
  clientClosed: 'The page stopped waiting for the answer.',
  /** From the functions gateway: no function at that address. */
  noSuchFunction: 'The chat is not available right now.',
} as const;

/** What the chat client shows when a turn brings no answer it can show, word for word. */
export const CLIENT_MESSAGES = {
  noResponse: "Sorry, I couldn't get a response. Please try again.",
  unreachable: 'Sorry, I couldn’t reach the assistant. Please try again in a moment.',
} as const;

/** Hour and minute in the visitor's locale, e.g. `09:05 AM`. */
export const formatTime = (timestamp: number): string =>
  new Date(timestamp).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

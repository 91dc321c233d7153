import { expect, it } from 'vitest';
import { CLIENT_MESSAGES, MESSAGES } from './messages.ts';

/** Words of a developer, not of a visitor. */
const JARGON =
  /[_{}<>[\]()]|\b(json|api|apikey|authori[sz]ation|header|field|origin|method|payload|request|status|code|function|edge|idempotency|null|undefined|error)\b/i;

it('every message the function returns, and the client’s own, reads as plain words to a visitor', () => {
  const { longMessage, busy, ...plain } = MESSAGES;
  const texts = [
    ...Object.entries(plain),
    ['longMessage', longMessage(2000)],
    ['busy', busy('(617) 555-0142')],
    ...Object.entries(CLIENT_MESSAGES),
  ] as const;
  for (const [name, text] of texts) {
    const words = text.replace(/\(617\) 555-0142/g, 'the number');
    expect(words, `${name}: ${text}`).not.toMatch(JARGON);
    expect(text, `${name} is a sentence`).toMatch(/^[A-Z].*\.$/s);
    expect(text.length, `${name} is short: ${text}`).toBeLessThanOrEqual(140);
  }
});

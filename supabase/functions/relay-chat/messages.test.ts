import assert from 'node:assert/strict';
import { MESSAGES } from './messages.ts';

/** Words of a developer, not of a visitor. */
const JARGON =
  /[_{}<>[\]()]|\b(json|api|apikey|authori[sz]ation|header|field|origin|method|payload|request|status|code|function|edge|idempotency|null|undefined|error)\b/i;

Deno.test('every message the function returns reads as plain words to a visitor', () => {
  const { longMessage, busy, ...plain } = MESSAGES;
  const texts = [
    ...Object.entries(plain),
    ['longMessage', longMessage(2000)],
    ['busy', busy('(617) 555-0142')],
  ] as const;
  for (const [name, text] of texts) {
    const words = text.replace(/\(617\) 555-0142/g, 'the number');
    assert.doesNotMatch(words, JARGON, `${name}: ${text}`);
    assert.match(text, /^[A-Z].*\.$/s, `${name} is a sentence: ${text}`);
    assert.ok(text.length <= 140, `${name} is short: ${text}`);
  }
});

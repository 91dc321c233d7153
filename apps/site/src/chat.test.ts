import { describe, expect, it } from 'vitest';
import { loadFindSensitive } from './chat.ts';
import { config } from './config.ts';

describe('loadFindSensitive', () => {
  it("loads the function's redactor: it finds a Social Security number and passes plain questions", async () => {
    const findSensitive = await loadFindSensitive();
    expect(findSensitive('My SSN is 123-45-6789, can I retire at 62?')).toEqual(['ssn']);
    expect(findSensitive('I am 62 with $450,000 saved; can I retire in 2027?')).toEqual([]);
    // The firm's own number is not the visitor's personal data; another number is.
    expect(findSensitive(`I called ${config.firm.phone} yesterday`)).toEqual([]);
    expect(findSensitive('my cell is 617-555-0199')).toEqual(['phone']);
  });
});

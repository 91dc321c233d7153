import { ERROR_STATUS } from '@firm/contract/protocol.ts';
import { isRetryableStatus } from '@firm/contract/retry-rule.ts';
import { describe, expect, it } from 'vitest';
import { ChatError, reported } from './errors.ts';

describe('ChatError', () => {
  it('carries kind, status, code and Retry-After, and names itself', () => {
    const error = new ChatError('Too many messages.', {
      kind: 'http',
      status: 429,
      code: 'rate_limited',
      retryAfterMs: 7000,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({
      name: 'ChatError',
      kind: 'http',
      status: 429,
      code: 'rate_limited',
    });
    expect(error.retryAfterMs).toBe(7000);
    expect(String(error)).toBe('ChatError: Too many messages.');
  });

  it.each([
    ['network', undefined, true],
    ['timeout', undefined, true],
    ['stream', undefined, true],
    ['invalid_response', undefined, true],
    ['http', 503, true],
    ['http', 429, true],
    ['http', 400, false],
    ['stream', 400, false],
    ['stream', 502, true],
    ['aborted', undefined, false],
  ] as const)('a %s error with status %s is retryable: %s', (kind, status, retryable) => {
    expect(new ChatError('x', { kind, status }).retryable).toBe(retryable);
  });
});

describe('reported', () => {
  it('takes the HTTP status when there is one; an event or field has none', () => {
    const body = { error: { code: 'invalid_field', message: 'history: must be an array.' } };
    expect(reported('http', body, 422)).toMatchObject({ status: 422, code: 'invalid_field' });
    expect(reported('stream', body)).toMatchObject({
      kind: 'stream',
      status: undefined,
      code: 'invalid_field',
      message: 'history: must be an array.',
      retryable: false,
    });
  });

  it.each(Object.entries(ERROR_STATUS))(
    'judges an event with the code %s as the HTTP error with status %i',
    (code, status) => {
      const event = reported('stream', { error: { code, message: 'x' } });
      const response = reported('http', { error: { code, message: 'x' } }, status);
      expect(event.retryable).toBe(isRetryableStatus(status));
      expect(event.retryable).toBe(response.retryable);
    },
  );

  it('carries the field and the rule of a refused field', () => {
    const body = {
      error: {
        code: 'invalid_field',
        message: 'This page sent your message in a way the chat could not accept.',
        field: 'timestamp',
        reason: 'timestamp must be a non-negative number of epoch milliseconds',
      },
    };
    expect(reported('http', body, 400)).toMatchObject({ ...body.error, retryable: false });
    expect(reported('http', { error: { code: 'rate_limited', message: 'x' } }, 429)).toMatchObject({
      field: undefined,
      reason: undefined,
    });
  });

  it('an unknown code in an event is final; a missing message is "Edge function error"', () => {
    const error = reported('stream', { error: { code: 'brand_new' } });
    expect(error).toMatchObject({ status: undefined, code: 'brand_new', retryable: false });
    expect(error.message).toBe('Edge function error');
    expect(reported('stream', { error: {} }).retryable).toBe(true);
    expect(reported('http', null, 502).message).toBe('Edge function error');
    expect(reported('http', { error: 'plain text' }, 500).message).toBe('plain text');
  });
});

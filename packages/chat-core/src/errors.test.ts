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
  it('takes the HTTP status when there is one, else the status its code is sent with', () => {
    const body = { error: { code: 'invalid_field', message: 'history: must be an array.' } };
    expect(reported('http', body, 422)).toMatchObject({ status: 422, code: 'invalid_field' });
    expect(reported('stream', body)).toMatchObject({
      kind: 'stream',
      status: 400,
      code: 'invalid_field',
      message: 'history: must be an array.',
      retryable: false,
    });
    expect(reported('stream', { error: { code: 'upstream_error', message: 'x' } })).toMatchObject({
      status: 502,
      retryable: true,
    });
  });

  it('an unknown code has no status and is retried; a missing message is "Edge function error"', () => {
    const error = reported('stream', { error: { code: 'brand_new' } });
    expect(error).toMatchObject({ status: undefined, code: 'brand_new', retryable: true });
    expect(error.message).toBe('Edge function error');
    expect(reported('http', null, 502).message).toBe('Edge function error');
    expect(reported('http', { error: 'plain text' }, 500).message).toBe('plain text');
  });
});

import assert from 'node:assert/strict';
import { clientNetwork, ipHasher, UNKNOWN_CLIENT } from './client-address.ts';

const from = (value?: string) =>
  clientNetwork(
    new Headers(value === undefined ? {} : { 'cf-connecting-ip': value }),
    'cf-connecting-ip',
  );

Deno.test('client address: one IPv4 address, or an IPv6 /64; anything else is unknown', () => {
  assert.equal(from('203.0.113.7'), '203.0.113.7');
  assert.equal(from(' 203.0.113.7 '), '203.0.113.7');
  assert.equal(from('::ffff:203.0.113.7'), '203.0.113.7');
  assert.equal(from('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
  assert.equal(from('2001:DB8:1:2::9'), '2001:db8:1:2::/64');
  for (const bad of [
    undefined,
    '',
    'unknown',
    '203.0.113.7, 10.0.0.1',
    '1.2.3',
    '999.1.1.1',
    '2001:db8::g',
  ]) {
    assert.equal(from(bad), UNKNOWN_CLIENT, String(bad));
  }
  // Only the configured header counts.
  assert.equal(
    clientNetwork(new Headers({ 'x-forwarded-for': '203.0.113.7' }), 'cf-connecting-ip'),
    UNKNOWN_CLIENT,
  );
});

Deno.test('client address hash: salted SHA-256, the same for the same network, synchronously', async () => {
  const hash = ipHasher('salt', 2);
  const digest = async (text: string) =>
    Array.from(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
      (b) => b.toString(16).padStart(2, '0'),
    )
      .join('')
      .slice(0, 32);
  assert.equal(hash('203.0.113.7'), await digest('salt:203.0.113.7'));
  // Past its size the cache forgets the oldest, and still hashes alike.
  hash('a');
  hash('b');
  assert.equal(hash('203.0.113.7'), await digest('salt:203.0.113.7'));
  assert.notEqual(ipHasher('pepper')('203.0.113.7'), hash('203.0.113.7'));
});

import { it } from 'vitest';
import { answer } from '../src/answer.ts';
import { relayed } from './score.ts';
const Q = ['Would an annuity work for me?', 'How do Roth conversions work?', 'When should I claim Social Security?'];
const asked = (q: string, n: number) => { let ref = ''; for (let k = n + 1; k > 0; k = Math.floor(k / 26)) ref += String.fromCharCode(97 + (k % 26)); return `${q} (ref ${ref})`; };
it('prof', () => {
  const hist: any[] = [];
  for (let n = 0; n < 10; n++) { const q = asked(Q[n % 3]!, n); const a = answer(q, [...hist], { phone: '(617) 555-0142' }); hist.push({ role: 'user', content: q }, { role: 'ai', content: a.text.slice(0, 4000) }); }
  const N = Number(process.env.N ?? 3000);
  let t = performance.now();
  for (let n = 0; n < N; n++) answer(asked(Q[n % 3]!, 100 + n), hist, { phone: '(617) 555-0142' });
  const us = ((performance.now() - t) * 1000) / N;
  console.log('answer µs/call with 10 turns:', us.toFixed(1));
  t = performance.now();
  for (let n = 0; n < N; n++) answer(asked(Q[n % 3]!, 100 + n), [], { phone: '(617) 555-0142' });
  console.log('answer µs/call no history:', (((performance.now() - t) * 1000) / N).toFixed(1));
}, 600000);

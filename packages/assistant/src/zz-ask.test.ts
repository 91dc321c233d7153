import { it } from 'vitest';
import { answer } from './answer.ts';
it('shows', () => {
  const qs = (process.env.QS ?? '').split('||');
  const hist: { role: 'user' | 'ai'; content: string }[] = [];
  for (const q of qs) {
    const a = answer(q, [...hist], { phone: '(617) 555-0142' });
    console.log(`\n>>> ${q}\n[${a.kind} ${a.topicId} ${a.facet} conf=${a.confidence.toFixed(2)} abst=${a.abstained}]\n${a.text}`);
    hist.push({ role: 'user', content: q }, { role: 'ai', content: a.text });
  }
});

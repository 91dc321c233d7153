import { describe, expect, it } from 'vitest';
import { issuerOf, linkPhone, splitReply, whileArriving } from './reply.ts';
import { ENGINE_REPLY } from './test-fixtures.ts';

describe('splitReply', () => {
  it("takes the engine's sources section and closing note out of the body", () => {
    const { body, sources, note } = splitReply(ENGINE_REPLY);
    expect(body.startsWith('**You can claim')).toBe(true);
    expect(body.endsWith('(tel:+16175550142).')).toBe(true);
    expect(body).not.toContain('Sources');
    expect(sources).toEqual([
      '[SSA: Retirement age and benefit reduction](https://www.ssa.gov/benefits/retirement/planner/agereduction.html)',
      '[SSA: Delayed retirement credits](https://www.ssa.gov/benefits/retirement/planner/delayret.html)',
      '[Investor.gov (SEC): Annuities](https://www.investor.gov/annuities)',
    ]);
    expect(note).toBe(
      '_This is general information, not individualized tax, legal, insurance or investment advice._',
    );
  });

  it("reads a model's variations: a bold or plain heading, a numbered list, sections after it", () => {
    for (const heading of ['**Sources**', 'Sources:', '## Sources', '#### sources']) {
      const reply = `Yes.\n\n${heading}\n1. [IRS](https://www.irs.gov/a)\n2. [SSA](https://www.ssa.gov/b)\n\n### Next actions\n- Call us.\n*General information only.*`;
      expect(splitReply(reply), heading).toEqual({
        body: 'Yes.\n\n### Next actions\n- Call us.',
        sources: ['[IRS](https://www.irs.gov/a)', '[SSA](https://www.ssa.gov/b)'],
        note: '*General information only.*',
      });
    }
  });

  it('leaves a reply without sources or note whole, and a line mentioning sources in the body', () => {
    const reply = '**No.** Our sources say otherwise.\n\n- One\n- Two *and* three';
    expect(splitReply(reply)).toEqual({ body: reply, sources: [], note: '' });
    expect(splitReply('Hello!').body).toBe('Hello!');
    expect(splitReply('_a_ and _b_').note).toBe('');
  });
});

describe('whileArriving', () => {
  it('closes bold and italics left open, and holds back a link or heading not yet complete', () => {
    expect(whileArriving('**You can claim')).toBe('**You can claim**');
    expect(whileArriving('**You can claim*')).toBe('**You can claim**');
    expect(whileArriving('**Yes.** Call [(617) 555')).toBe('**Yes.** Call ');
    expect(whileArriving('- [SSA: Retirement](https://www.ssa')).toBe('- ');
    expect(whileArriving('- [SSA: Retirement]')).toBe('- ');
    expect(whileArriving('Yes.\n\n##')).toBe('Yes.');
    expect(whileArriving('Yes.\n\n_This is general')).toBe('Yes.\n\n_This is general_');
    expect(whileArriving(ENGINE_REPLY)).toBe(ENGINE_REPLY);
  });

  it('never leaves a raw mark in any part of a reply on its way', () => {
    for (let end = 1; end <= ENGINE_REPLY.length; end++) {
      const text = whileArriving(ENGINE_REPLY.slice(0, end));
      expect((text.match(/\*\*/g)?.length ?? 0) % 2, text).toBe(0);
      expect(text, text).not.toMatch(/\[[^\]]*\]?$|\]\([^)]*$|(?:^|\n)#+\s*$/);
    }
  });
});

describe('linkPhone', () => {
  it("links the firm's number written as text, and leaves links as they are", () => {
    const phone = '(617) 555-0142';
    expect(linkPhone('Call (617) 555-0142 today.', phone)).toBe(
      'Call [(617) 555-0142](tel:+16175550142) today.',
    );
    const linked = 'call [(617) 555-0142](tel:+16175550142) or [us at (617) 555-0142](tel:+1)';
    expect(linkPhone(linked, phone)).toBe(linked);
    expect(linkPhone('Call (617) 555-0199.', phone)).toBe('Call (617) 555-0199.');
    expect(linkPhone('Call (617) 555-0142.', undefined)).toBe('Call (617) 555-0142.');
  });
});

describe('issuerOf', () => {
  it('names known issuers by domain, others by host, and nothing for other schemes', () => {
    expect(issuerOf('https://www.irs.gov/pub/irs-drop/rp-25-19.pdf')).toBe('IRS');
    expect(issuerOf('https://secure.ssa.gov/myaccount/')).toBe('SSA');
    expect(issuerOf('https://www.medicare.gov/plan-compare/')).toBe('Medicare.gov');
    expect(issuerOf('https://www.mass.gov/info-details/x')).toBe('Mass.gov');
    expect(issuerOf('https://www.example.org/page')).toBe('example.org');
    expect(issuerOf('https://irs.gov.example.com/')).toBe('irs.gov.example.com');
    expect(issuerOf('tel:+16175550142')).toBeUndefined();
    expect(issuerOf('not a url')).toBeUndefined();
    expect(issuerOf(undefined)).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import type { HandHistory } from './hand-history';
import { canonicalJson, historyHash } from './history-hash';

describe('the canonical form and hash of a history', () => {
  it('writes keys in code-point order at every depth, arrays in their order, no whitespace, no undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 'é', x: null }, 2], c: undefined, B: true })).toBe('{"B":true,"a":[{"x":null,"y":"é"},2],"b":1}');
  });

  const history = {
    handId: '7',
    seats: [{ seat: 1, name: 'a', stack: 10 }],
    events: [{ type: 'deal', seat: 1, down: ['As', '2c'], up: ['3d'] }],
    chain: { previous: 'ab'.repeat(32), hash: '' },
  } as unknown as HandHistory;

  it('is the SHA-256 of the canonical form without the history’s own hash, its link to the previous one included', () => {
    const expected = createHash('sha256')
      .update(canonicalJson({ chain: { previous: 'ab'.repeat(32) }, events: history.events, handId: '7', seats: history.seats }))
      .digest('hex');
    expect(historyHash(history)).toBe(expected);
    expect(historyHash({ ...history, chain: { previous: 'ab'.repeat(32), hash: 'anything' } })).toBe(expected);
  });

  it('changes with a card, the order of events, or the link to the previous history', () => {
    const base = historyHash(history);
    const card = { ...history, events: [{ type: 'deal', seat: 1, down: ['As', '2d'], up: ['3d'] }] } as unknown as HandHistory;
    const link = { ...history, chain: { previous: 'cd'.repeat(32), hash: '' } };
    expect(new Set([base, historyHash(card), historyHash(link)]).size).toBe(3);
    const reordered = JSON.parse(JSON.stringify(history), (_k, v) => v) as HandHistory;
    expect(historyHash(reordered)).toBe(base);
  });
});

import { ChainLink, ChainWalk } from './chain-walk';

const h = (c: string) => c.repeat(64);
/** A chained link `label` storing `hash` (recomputed the same unless told) after `previous`. */
const chained = (label: string, hash: string, previous: string | null, recomputed = hash): ChainLink => ({ label, stored: { hash, previous }, recomputed });
const unchained = (label: string, recomputed: string): ChainLink => ({ label, stored: null, recomputed });

function walk(links: ChainLink[]) {
  const w = new ChainWalk();
  for (const link of links) w.add(link);
  return w.result();
}

describe('walking one hash chain', () => {
  it('is whole when every hash recomputes and every link names the hash before it; the first links to nothing', () => {
    expect(walk([chained('#1', h('a'), null), chained('#2', h('b'), h('a')), chained('#3', h('c'), h('b'))])).toEqual({
      items: 3,
      beforeChain: 0,
      broken: null,
    });
    expect(walk([])).toEqual({ items: 0, beforeChain: 0, broken: null });
  });

  it('accepts items stored before the chain, the first chained one linking to the last of them', () => {
    expect(walk([unchained('#1', h('a')), unchained('#2', h('b')), chained('#3', h('c'), h('b'))])).toEqual({ items: 3, beforeChain: 2, broken: null });
    expect(walk([{ label: '#1', stored: null, recomputed: null }, chained('#2', h('c'), null)])).toMatchObject({ beforeChain: 1, broken: null });
  });

  it('names a stored hash that does not recompute', () => {
    expect(walk([chained('#1', h('a'), null), chained('#2', h('b'), h('a'), h('e')), chained('#3', h('c'), h('b'))]).broken).toEqual({
      at: '#2',
      reason: `stored hash ${h('b')} ≠ recomputed ${h('e')}`,
    });
  });

  it('names a link to anything but the hash before it, and stops there', () => {
    const w = new ChainWalk();
    w.add(chained('#1', h('a'), null));
    expect(w.add(chained('#3', h('c'), h('b')))).toEqual({ at: '#3', reason: `previous ${h('b')} does not match #1's hash ${h('a')}` });
    expect(w.add(chained('#4', h('d'), h('c')))).toEqual({ at: '#3', reason: expect.any(String) });
    expect(w.result().items).toBe(2);
    expect(walk([unchained('#1', h('a')), chained('#2', h('b'), null)]).broken).toEqual({
      at: '#2',
      reason: `previous none does not match #1's hash ${h('a')}`,
    });
    expect(walk([chained('#1', h('a'), h('f'))]).broken).toEqual({ at: '#1', reason: `previous ${h('f')}, but nothing comes before it` });
  });

  it('names an item without a link, or without anything stored, once the chain has begun', () => {
    expect(walk([chained('#1', h('a'), null), unchained('#2', h('b'))]).broken).toEqual({ at: '#2', reason: 'it carries no link, after #1' });
    expect(walk([chained('#1', h('a'), null), { label: '#2', stored: null, recomputed: null }]).broken).toEqual({ at: '#2', reason: 'its history is missing' });
  });
});

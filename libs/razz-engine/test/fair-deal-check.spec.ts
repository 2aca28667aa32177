import {
  CardText,
  censorFor,
  checkFairHistory,
  checkFairStarsHand,
  exportStars,
  fairDeck,
  formatCards,
  gameForPreset,
  HandHistory,
  PresetName,
  parseStarsHand,
  rulesFor,
  seededRng,
  StarsHand,
} from '../src';
import { randomHistory } from './helpers/random-history';

/**
 * Hands dealt by the provably fair shuffle (docs/fairness.md), checked against the revealed seed:
 * every copy (uncensored, each player's, the public one), as JSON and as PokerStars text, deals
 * every card it shows where the recomputed deck puts it; a changed card, another seed, another
 * client seed string and a changed deck are each named.
 */
const SEED = new TextEncoder().encode('a server seed of thirty-two bytes');
const FAIR = { seed: SEED, epoch: 'epoch-1', clientSeeds: { 1: 'alice', 3: 'lucky 7 ', 4: 'a, b= c=d' } };

function fairHands(preset: PresetName, players: number, count: number): HandHistory[] {
  const { game, rules } = gameForPreset(preset);
  const rng = seededRng(`fair-deal-check/${preset}`);
  const table = rulesFor(preset, { maxSeats: preset.startsWith('razz') || preset.startsWith('stud') ? 8 : 10 }, 'cash');
  return Array.from({ length: count }, (_, k) => randomHistory(rng, 9_000 + k, { game: game.variant, rules: { ...rules, ...table }, players, fair: FAIR }));
}

function parsed(text: string): StarsHand {
  const r = parseStarsHand(text);
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}`);
  return r.value;
}

const CASES: [PresetName, number][] = [
  ['razz', 8],
  ['stud8', 5],
  ['holdem', 6],
  ['omaha8-pl', 4],
];

describe.each(CASES)('the fair deal of %s hands, %i players', (preset, players) => {
  const hands = fairHands(preset, players, 6);

  it('is borne out by every copy, as JSON and as text: every card shown sits where the recomputed deck puts it', () => {
    const problems = hands.flatMap((h) =>
      [h, ...h.seats.map((s) => censorFor(h, s.seat)), censorFor(h, null)].flatMap((copy) => {
        const json = checkFairHistory(copy, SEED);
        const text = checkFairStarsHand(parsed(exportStars(copy)), SEED);
        if (copy.viewer !== null) expect(Math.min(json.compared, text.compared)).toBeGreaterThan(0);
        return [...json.problems, ...text.problems].map((p) => `#${h.handId}/${copy.viewer}: ${p}`);
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('what the fair-deal check names', () => {
  const [hand] = fairHands('razz', 8, 1) as [HandHistory];
  const deck: string[] = formatCards(fairDeck(SEED, hand.fairness?.clientSeed ?? '', hand.fairness?.nonce ?? ''));
  // Razz deals from the seat after the dealer seat: the third seat in that order gets deck[2n + 2] face up.
  const order = [...hand.seats.filter((s) => s.seat > hand.dealerSeat), ...hand.seats.filter((s) => s.seat <= hand.dealerSeat)];
  const third = order[2] as { seat: number; name: string };
  const seat = third.seat;
  const mine = censorFor(hand, seat);

  it('a card changed in the text: its seat, card number, street, the card the deck deals there and both deck positions', () => {
    const at = 2 * order.length + 2;
    const door = deck[at] as string;
    const text = exportStars(mine);
    const unused = [...deck].reverse().find((c) => !text.includes(c)) as string;
    expect(text).toContain(door);
    // Inside brackets only: the commitment's hex digits can look like a card.
    const edited = text.replace(/\[[^\]]*\]/g, (b) => b.split(door).join(unused));
    const problems = checkFairStarsHand(parsed(edited), SEED).problems;
    expect(problems[0]).toBe(
      `seat ${seat} (${third.name}) card 3 (third street, up): shows ${unused}, the deck deals ${door} there (deck position ${at}; ${unused} is at position ${deck.indexOf(unused)})`,
    );
  });

  it('a card changed in a JSON copy, and a changed deck in the uncensored one', () => {
    const events = mine.events.map((e) =>
      e.type === 'deal' && e.seat === seat && e.street === 'third' ? { ...e, down: [e.down[1] ?? null, e.down[0] ?? null] } : e,
    );
    expect(checkFairHistory({ ...mine, events }, SEED).problems[0]).toMatch(new RegExp(`^seat ${seat} \\(.*\\) card 1 \\(third street, down\\): shows ..`));
    const swapped = [...(hand.deck ?? [])];
    [swapped[40], swapped[41]] = [swapped[41], swapped[40]] as [CardText, CardText];
    expect(checkFairHistory({ ...hand, deck: swapped }, SEED).problems).toEqual([
      `deck position 40: the history has ${deck[41]}, the recomputed deck ${deck[40]} (2 positions differ)`,
    ]);
  });

  it('another seed: the commitment first, then the cards; another client seed string: the cards only', () => {
    const wrong = checkFairHistory(mine, new TextEncoder().encode('another seed')).problems;
    expect(wrong[0]).toMatch(/^commitment: the seed hashes to [0-9a-f]{16}…, the hand commits to [0-9a-f]{16}…$/);
    expect(wrong.length).toBeGreaterThan(2);
    const fairness = { ...(mine.fairness as NonNullable<HandHistory['fairness']>), clientSeed: `${mine.fairness?.clientSeed}x` };
    const other = checkFairStarsHand(parsed(exportStars({ ...mine, fairness })), SEED).problems;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((p) => /^seat \d+ \(.*\) card \d|^community card|not reached|do not play out/.test(p))).toBe(true);
  });

  it("a nonce that is not the hand's number, and client seeds that do not name the seats dealt in, in either form", () => {
    // A deal made for hand 9000 (nonce 9000, its own seats' seeds) labelled as another hand: every card still matches.
    const relabelled = { ...mine, handId: '2000' };
    const json = checkFairHistory(relabelled, SEED).problems;
    const text = checkFairStarsHand(parsed(exportStars(relabelled)), SEED).problems;
    for (const problems of [json, text]) expect(problems).toEqual([`nonce ${mine.handId} is not the hand's number 2000`]);
    const dealt = mine.seats.map((s) => s.seat).sort((a, b) => a - b);
    const dropped = (mine.fairness?.clientSeed ?? '').split(';').slice(1).join(';');
    const fairness = { ...(mine.fairness as NonNullable<HandHistory['fairness']>), clientSeed: dropped };
    expect(checkFairHistory({ ...mine, fairness }, SEED).problems).toContain(
      `the client seeds name seats ${dealt.slice(1).join(', ')} but seats ${dealt.join(', ')} were dealt in`,
    );
  });

  it('a hand without fairness data, in either form', () => {
    const plain = { ...hand, fairness: undefined };
    expect(checkFairHistory(plain, SEED).problems).toEqual(['no fairness data: the hand was not dealt by the fair shuffle']);
    expect(checkFairStarsHand(parsed(exportStars(plain)), SEED).problems).toEqual(['no fairness data: the text has no Fair shuffle line']);
  });
});

import { censorFor } from './censor';
import { buildHandHistory, HandHistory, HistoryFairness, HistoryMeta, USD_CENTS } from './hand-history';
import {
  fairnessBindingProblems,
  fairnessLines,
  historyChainProblem,
  historyFairnessProblem,
  readFairShuffleLine,
  readHashChainLine,
} from './history-fairness';
import { historyHash } from './history-hash';
import { exportStars } from './stars-export';
import { parseStarsHand } from './stars-parse';
import { replayStars } from './stars-replay';
import { playThreeSeatHand } from '../../test/helpers/three-seat-razz-hand';

const FAIRNESS: HistoryFairness = {
  commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  epoch: '0b9f3c2e-7d41-4c1e-9a55-2f0d8e6b1c3a',
  nonce: '1042',
  clientSeed: '1=a, b= c="d";2=;3=lucky 7 ',
};
const META: HistoryMeta = {
  handId: '1042',
  tableName: 'Gotha II',
  money: USD_CENTS,
  startedAt: '2024-05-01T12:00:00Z',
  players: { 1: 'ann', 2: 'bo', 3: 'cy' },
};

const { state, events } = playThreeSeatHand();

function stored(meta: HistoryMeta = { ...META, fairness: FAIRNESS }): HandHistory {
  const built = buildHandHistory(state, events, meta);
  if (!built.ok) throw new Error(built.error.message);
  const previous = 'ab'.repeat(32);
  return { ...built.value, chain: { previous, hash: historyHash({ ...built.value, chain: { previous, hash: '' } }) } };
}

describe('the fairness of a history', () => {
  it('is copied from the meta (its four fields only) and checked there', () => {
    const built = buildHandHistory(state, events, { ...META, fairness: { ...FAIRNESS, extra: 1 } as HistoryFairness });
    expect(built.ok && built.value.fairness).toEqual(FAIRNESS);
    const without = buildHandHistory(state, events, META);
    expect(without.ok && 'fairness' in without.value).toBe(false);
    const refused = (fairness: Partial<HistoryFairness>): string | null => {
      const r = buildHandHistory(state, events, { ...META, fairness: { ...FAIRNESS, ...fairness } });
      return r.ok ? null : r.error.message;
    };
    expect(refused({ commitment: FAIRNESS.commitment.toUpperCase() })).toMatch(/^fairness.commitment must be 64 lower-case hex digits/);
    expect(refused({ epoch: '' })).toMatch(/^fairness.epoch must be a non-empty id/);
    expect(refused({ epoch: 'a b' })).toMatch(/^fairness.epoch/);
    expect(refused({ nonce: '-1' })).toMatch(/^fairness.nonce must be decimal digits/);
    expect(refused({ clientSeed: '1=tab\t' })).toMatch(/^fairness.clientSeed must be printable ASCII/);
    expect(refused({ clientSeed: '' })).toBeNull();
  });

  it('checks a chain link: previous null or a SHA-256 in hex, and its hash', () => {
    expect(historyChainProblem({ previous: null, hash: 'cd'.repeat(32) })).toBeNull();
    expect(historyChainProblem({ previous: 'ab'.repeat(32), hash: 'cd'.repeat(32) })).toBeNull();
    expect(historyChainProblem({ previous: 'ab', hash: 'cd'.repeat(32) })).toBe('chain.previous must be null or 64 lower-case hex digits');
    expect(historyChainProblem({ previous: null, hash: '' })).toBe('chain.hash must be 64 lower-case hex digits');
    expect(historyChainProblem('x')).toBe('chain must be { previous, hash }');
    expect(historyFairnessProblem(null)).toBe('fairness must be { commitment, epoch, nonce, clientSeed }');
  });

  it('is written right after the table line with the chain link, in every copy, and read back exactly (quotes, commas, a trailing space)', () => {
    const h = stored();
    const lines = [
      `Fair shuffle: commitment ${FAIRNESS.commitment}, epoch ${FAIRNESS.epoch}, nonce 1042, client seeds "1=a, b= c="d";2=;3=lucky 7 "`,
      `Hash chain: previous ${'ab'.repeat(32)}, hash ${h.chain?.hash}`,
    ];
    expect(fairnessLines(h)).toEqual(lines);
    for (const copy of [h, censorFor(h, 2), censorFor(h, null)]) {
      expect([copy.fairness, copy.chain]).toEqual([h.fairness, h.chain]);
      const text = exportStars(copy);
      expect(text.split('\n').slice(1, 4)).toEqual(["Table 'Gotha II' 8-max", ...lines]);
      const parsed = parseStarsHand(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect([parsed.value.fairness, parsed.value.chain]).toEqual([FAIRNESS, h.chain]);
      const replayed = replayStars(parsed.value);
      expect([replayed.history?.fairness, replayed.history?.chain]).toEqual([FAIRNESS, h.chain]);
      expect(exportStars(replayed.history as HandHistory)).toBe(text);
    }
  });

  it('reads the first hand of a table’s chain (previous none), and a hand with one line and not the other', () => {
    expect(readHashChainLine(`Hash chain: previous none, hash ${'cd'.repeat(32)}`)).toEqual({ previous: null, hash: 'cd'.repeat(32) });
    const fairOnly = exportStars({ ...stored(), chain: undefined });
    const parsed = parseStarsHand(fairOnly);
    expect(parsed.ok && [parsed.value.fairness, parsed.value.chain]).toEqual([FAIRNESS, undefined]);
    const plain = parseStarsHand(exportStars(stored(META)).replace(/^Fair shuffle: .*\n/m, ''));
    expect(plain.ok && [plain.value.fairness !== undefined, plain.value.chain !== undefined]).toEqual([false, true]);
  });

  it('refuses a line of another shape or a second one, with its line number', () => {
    const text = exportStars(stored());
    const fair = text.split('\n')[2] as string;
    const error = (edited: string): string => {
      const r = parseStarsHand(edited);
      return r.ok ? 'read' : `line ${r.error.line}: ${r.error.code} ${r.error.message}`;
    };
    expect(error(text.replace(fair, fair.replace(/"$/, '')))).toMatch(/^line 3: BAD_LINE cannot read the Fair shuffle line/);
    expect(error(text.replace(fair, `${fair}\n${fair}`))).toBe('line 4: BAD_LINE a second Fair shuffle line');
    expect(error(text.replace('Hash chain: previous ab', 'Hash chain: previous AB'))).toMatch(/^line 4: BAD_LINE cannot read the Hash chain line/);
    expect(readFairShuffleLine(fair.replace(', epoch ', ', epoch a,b '))).toBeNull();
  });
});

describe("what ties a hand's fairness to the hand", () => {
  it("holds when the nonce is the hand's number and the client seeds name the seats dealt in, ascending (a seed may hold =)", () => {
    expect(fairnessBindingProblems(FAIRNESS, '1042', [3, 1, 2])).toEqual([]);
    expect(fairnessBindingProblems({ ...FAIRNESS, clientSeed: '2==x=;10=' }, '1042', [10, 2])).toEqual([]);
  });

  it("names a nonce that is not the hand's number, and client seeds that name other seats or are not <seat>=<seed>", () => {
    expect(fairnessBindingProblems({ ...FAIRNESS, nonce: '1' }, '2000', [1, 2, 3])).toEqual(["nonce 1 is not the hand's number 2000"]);
    expect(fairnessBindingProblems({ ...FAIRNESS, clientSeed: '1=a;3=b' }, '1042', [1, 2, 3])).toEqual([
      'the client seeds name seats 1, 3 but seats 1, 2, 3 were dealt in',
    ]);
    expect(fairnessBindingProblems({ ...FAIRNESS, clientSeed: '3=;1=' }, '1042', [1, 3])).toEqual([
      'the client seeds name seats 3, 1 but seats 1, 3 were dealt in',
    ]);
    expect(fairnessBindingProblems({ ...FAIRNESS, nonce: '1', clientSeed: 'room-picked-7331' }, '2000', [1, 2])).toEqual([
      "nonce 1 is not the hand's number 2000",
      'the client seeds: "room-picked-7331" is not <seat>=<seed>',
    ]);
    // A seed with ';' would read as a seat of its own: refused where seeds are set, caught here.
    expect(fairnessBindingProblems({ ...FAIRNESS, clientSeed: '1=a; b;2=' }, '1042', [1, 2])).toEqual(['the client seeds: " b" is not <seat>=<seed>']);
  });
});

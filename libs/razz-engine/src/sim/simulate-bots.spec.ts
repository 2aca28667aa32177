import { CALLING_STATION_BOT } from '../bots/calling-station-bot';
import { makeBot, parseBotList } from '../bots/bot-names';
import { RANDOM_BOT } from '../bots/random-bot';
import { gameForPreset } from '../game/games';
import { PRESETS } from '../rules';
import { seededRng } from '../rng/seeded-rng';
import { simulate } from './simulate';

const tips = makeBot('tips');

describe('simulate with a bot per seat', () => {
  it('random bots in every seat play exactly the hands of simulate without bots', () => {
    const plain = simulate({ hands: 200, players: 4, rng: seededRng('bots'), checkReplay: false });
    const viaBots = simulate({ hands: 200, players: 4, rng: seededRng('bots'), checkReplay: false, bots: [RANDOM_BOT, RANDOM_BOT, RANDOM_BOT, RANDOM_BOT] });
    expect({ ...viaBots, bots: undefined }).toEqual({ ...plain, bots: undefined });
    expect(plain.bots).toBeUndefined();
  });

  it('tips, random and calling-station bots: every hand passes the invariants and replays; the takings add up to zero', () => {
    const report = simulate({ hands: 300, players: 3, rng: seededRng(1), bots: [tips, RANDOM_BOT, CALLING_STATION_BOT] });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.bots?.map((b) => [b.name, b.hands])).toEqual([
      ['tips-tight', 300],
      ['random', 300],
      ['calling-station', 300],
    ]);
    expect(report.bots?.reduce((sum, b) => sum + b.net, 0)).toBe(0);
  });

  it('bots cycle when there are more players than bots', () => {
    const report = simulate({ hands: 100, players: 5, rng: seededRng(2), bots: [tips, CALLING_STATION_BOT] });
    expect(report.failures).toEqual([]);
    expect(report.bots?.map((b) => b.hands)).toEqual([300, 200]);
  });

  it.each([
    ['razz-nl', 6],
    ['london-lowball', 4],
    ['deuce-to-seven-razz', 4],
    ['stud', 5],
    ['stud8', 5],
    ['holdem', 6],
    ['omaha8', 4],
  ] as const)('%s, %i players of every bot: zero invariant failures', (preset, players) => {
    const table = parseBotList('tips-tight,tips-loose,tips-aggressive,random,calling-station,tips');
    if (!table.ok) throw new Error(table.unknown);
    const { game, rules } = gameForPreset(preset);
    const report = simulate({ hands: 120, players, rng: seededRng(preset), game: game.variant, rules, bots: table.bots.slice(0, players) });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.bots?.reduce((sum, b) => sum + b.net, 0)).toBe(0);
  });

  it('a tips bot with a rake still conserves chips (the rake leaves the table)', () => {
    const rules = { ...PRESETS.razz, rake: { kind: 'percentage', percent: 5, cap: 30, fromStreet: 1 } as const };
    const report = simulate({ hands: 200, players: 4, rng: seededRng('rake'), rules, bots: [tips, RANDOM_BOT] });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.bots?.reduce((sum, b) => sum + b.net, 0)).toBeLessThanOrEqual(0);
  });
});

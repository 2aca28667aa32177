/**
 * `razz simulate`: plays N random hands of a preset's game (stud or flop) with random legal actions
 * or the bots named by `--bots`, checks the invariants after every hand (chips conserved, no card
 * twice, every hand terminates, the event log replays to the same state) and prints hands per
 * second, and with bots each bot's takings.
 */
import {
  Bot,
  BOT_NAMES,
  gameForPreset,
  isFlopPreset,
  isPresetName,
  parseBotList,
  PRESET_NAMES,
  PresetName,
  RuleSet,
  seededRng,
  simulate,
  SimulationReport,
} from '@app/razz-engine';
import type { CliCommand, CliIo } from '../cli-command';

const USAGE = `usage: razz simulate --hands N --players P --seed S [--preset ${PRESET_NAMES.join('|')}] [--no-replay]
                     [--bots NAME,NAME,…]

Plays N hands of the preset's game with random legal actions from a seeded RNG: stud presets
(razz and its rule sets, stud = Seven-Card Stud, stud8 = Stud Eight-or-Better) with P = 2..8
players at an 8-seat table; flop presets (holdem, holdem-nl, holdem-pl, omaha8, omaha8-pl,
omaha-pl) with P = 2..10 at a 9-seat table (10 seats for 10 players), a random button, and now
and then a dead small blind or a missed-blind post. Each hand is checked (chips conserved, no card
twice, the hand ends, its event log replays to the same state; --no-replay skips that last,
costliest check) and hands per second are printed. Exit code 1 when any hand fails an invariant
(the first failures go to stderr).

--bots seats bots instead of random players, one name per player (${BOT_NAMES.join(', ')};
tips is tips-tight); P defaults to the number of names, and with more players than names the names
repeat in order. The seats are drawn at random every hand, so each bot moves around the table.
After the summary, one line per bot: its hands, net chips and big bets per 100 hands.`;

interface SimulateArgs {
  hands: number;
  players: number;
  seed: string;
  preset: PresetName;
  replay: boolean;
  bots: Bot[] | null;
}

function parseArgs(args: readonly string[]): SimulateArgs | { help: true } | { error: string } {
  const out: SimulateArgs = { hands: 1000, players: 8, seed: '1', preset: 'razz', replay: true, bots: null };
  let playersGiven = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--no-replay') {
      out.replay = false;
      continue;
    }
    const value = args[++i];
    if (value === undefined) return { error: `missing value for ${arg}` };
    if (arg === '--hands' || arg === '--players') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) return { error: `${arg} needs a positive integer` };
      out[arg === '--hands' ? 'hands' : 'players'] = n;
      playersGiven ||= arg === '--players';
    } else if (arg === '--seed') out.seed = value;
    else if (arg === '--bots') {
      const parsed = parseBotList(value);
      if (!parsed.ok) return { error: `unknown bot ${parsed.unknown}; use names from ${BOT_NAMES.join(', ')}` };
      out.bots = parsed.bots;
    } else if (arg === '--preset') {
      if (!isPresetName(value)) return { error: `unknown preset ${value}; use one of ${PRESET_NAMES.join(', ')}` };
      out.preset = value;
    } else return { error: `unknown argument: ${arg}` };
  }
  if (out.bots && !playersGiven) out.players = out.bots.length;
  if (out.bots && out.bots.length > out.players) return { error: `${out.bots.length} bots for ${out.players} players: name at most one bot per player` };
  const most = maxPlayers(out.preset);
  if (out.players < 2 || out.players > most) return { error: `--players must be 2..${most} for preset ${out.preset}` };
  return out;
}

/** One line per bot: hands, net chips (signed), big bets per 100 hands. */
function botLines(report: SimulationReport): string {
  return (report.bots ?? [])
    .map((b, k) => {
      const per100 = b.hands === 0 ? 0 : (100 * b.bigBets) / b.hands;
      const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
      return `bot ${k + 1} ${b.name}: ${b.hands} hands, ${signed(b.net)} chips, ${signed(per100, 2)} big bets/100 hands\n`;
    })
    .join('');
}

/** Stud tables seat 8 here (the 9-seat option is not offered); flop tables up to 10. */
function maxPlayers(preset: PresetName): number {
  return isFlopPreset(preset) ? 10 : 8;
}

/** The preset's rules, with a tenth seat when ten players sit at a flop table (nine by default). */
function tableRules(rules: RuleSet, players: number): RuleSet {
  return players > rules.maxSeats ? { ...rules, maxSeats: players } : rules;
}

/** Digits are a number seed (so `--seed 5` is `seededRng(5)`); past a safe integer, or anything else, a string seed. */
function seedOf(text: string): number | string {
  return /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'play N random hands of a preset (stud or flop game), random or by bots (--bots), check invariants after each, print hands per second',
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const parsed = parseArgs(args);
    if ('help' in parsed) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if ('error' in parsed) {
      io.stderr.write(`razz simulate: ${parsed.error}\n${USAGE}\n`);
      return 2;
    }
    const started = performance.now();
    const { game, rules } = gameForPreset(parsed.preset);
    const report = simulate({
      hands: parsed.hands,
      players: parsed.players,
      rng: seededRng(seedOf(parsed.seed)),
      game: game.variant,
      rules: tableRules(rules, parsed.players),
      checkReplay: parsed.replay,
      ...(parsed.bots ? { bots: parsed.bots } : {}),
    });
    const seconds = (performance.now() - started) / 1000;
    const perSecond = Math.round(report.hands / Math.max(seconds, 1e-9));
    io.stdout.write(
      `simulated ${report.hands} hands (${parsed.players} players, preset ${parsed.preset}, seed ${parsed.seed}): ` +
        `${report.failures.length} invariant failures, ${report.actions} actions, ${report.showdowns} showdowns, ` +
        `${seconds.toFixed(2)} s, ${perSecond} hands/s${parsed.replay ? ' (with replay checks)' : ''}\n` +
        botLines(report),
    );
    for (const f of report.failures.slice(0, 3)) io.stderr.write(`${JSON.stringify({ hand: f.hand, problems: f.problems, input: f.input })}\n`);
    return report.failures.length === 0 ? 0 : 1;
  },
};

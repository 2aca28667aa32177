/**
 * `razz export-history`: plays hands given as `razz play` requests (one JSON line each, with the
 * table facts under "history"; stud and flop games alike) and writes them as a PokerStars
 * hand-history file, uncensored or as one player (or the public) may see it.
 */
import { buildHandHistory, censorFor, exportStarsFile, HandHistory, HistoryMeta, HistoryMoney, HistoryTournament, USD_CENTS } from '@app/razz-engine';
import type { CliCommand, CliIo } from '../cli-command';
import { readJsonLines } from '../json-lines';
import { playHand } from './play.command';

const USAGE = `usage: razz export-history [--viewer all|public|<seat>] < hands.jsonl

Reads one hand per line: a \`razz play\` request (razz play --help; any preset, the flop games
included) with the table facts under "history":
  {"preset":"razz","stakes":{…},"seats":[…],"deck":[…],"actions":[…],
   "history":{"handId":"1001","tableName":"Gotha II","startedAt":"2024-05-01T12:00:00Z",
              "players":{"1":"ann","2":"bo"},"money":"USD"}}
money: "USD" (one chip = one cent, the default), "chips", or {"currency":"EUR","symbol":"€","minorUnitsPerChip":5};
a tournament hand adds "tournament":{"id":"77","buyIn":20000,"fee":1500,"currency":"USD","symbol":"$","level":4}
(buy-in and fee in cents) and counts in chips; "mix":"HORSE" names the mix of a rotation's hand
(HORSE (Hold'em Limit, $2/$4 USD)). startedAt defaults to now; players to "Seat <n>".
Every hand must be played to the end. Writes the hands as PokerStars text, three empty lines apart.
--viewer all      the staff copy (the default): no hero, every hand shown or
                  mucked at showdown with its cards
--viewer <seat>   as that player sees it: other players' down cards only where shown at showdown
--viewer public   no down cards except shown hands
A hand that cannot be played or exported is reported on stderr with its input line and skipped.
Exit code: 0 all exported, 1 a hand was skipped, 2 usage.`;

type Viewer = 'all' | number | null;

function parseViewer(args: readonly string[]): Viewer | { help: true } | { error: string } {
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  if (args.length === 0) return 'all';
  const [flag, value, ...rest] = args;
  if (flag !== '--viewer' || value === undefined || rest.length > 0) return { error: `unknown arguments: ${args.join(' ')}` };
  if (value === 'all') return 'all';
  if (value === 'public') return null;
  const seat = Number(value);
  return Number.isInteger(seat) && seat > 0 ? seat : { error: '--viewer takes all, public or a seat number' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function moneyOf(raw: unknown, tournament: boolean): HistoryMoney {
  if (tournament || raw === 'chips') return { kind: 'chips' };
  if (isRecord(raw)) return { kind: 'cash', currency: String(raw.currency), symbol: String(raw.symbol), minorUnitsPerChip: Number(raw.minorUnitsPerChip ?? 1) };
  return USD_CENTS;
}

/** The history meta from a request's "history" object (buildHandHistory checks it). */
function metaOf(raw: unknown, seats: readonly number[]): HistoryMeta {
  const h = isRecord(raw) ? raw : {};
  const players = isRecord(h.players) ? h.players : {};
  const tournament = isRecord(h.tournament) ? (h.tournament as unknown as HistoryTournament) : undefined;
  return {
    handId: String(h.handId ?? '1'),
    tableName: String(h.tableName ?? 'razz-room'),
    money: moneyOf(h.money, tournament !== undefined),
    ...(tournament ? { tournament } : {}),
    ...(typeof h.mix === 'string' ? { mix: h.mix } : {}),
    startedAt: typeof h.startedAt === 'string' ? h.startedAt : new Date().toISOString(),
    players: Object.fromEntries(seats.map((s) => [s, typeof players[s] === 'string' ? (players[s] as string) : `Seat ${s}`])),
  };
}

/** Plays one request and builds its history, or says why not. */
export function historyOfRequest(request: unknown): HandHistory | string {
  if (!isRecord(request)) return 'expected a hand object';
  const played = playHand(request);
  if (!played.ok) return `${played.error.code}: ${played.error.message}`;
  if (!played.finished) return 'the hand is not finished: give every action to the end';
  const seats = played.stacks.map((s) => s.seat);
  const built = buildHandHistory(null, played.events, metaOf(request.history, seats));
  return built.ok ? built.value : `${built.error.code}: ${built.error.message}`;
}

export const exportHistoryCommand: CliCommand = {
  name: 'export-history',
  summary: 'play hands (razz play requests) and write them as PokerStars hand histories',
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const viewer = parseViewer(args);
    if (typeof viewer === 'object' && viewer !== null) {
      if ('help' in viewer) {
        io.stdout.write(`${USAGE}\n`);
        return 0;
      }
      io.stderr.write(`razz export-history: ${viewer.error}\n${USAGE}\n`);
      return 2;
    }
    const histories: HandHistory[] = [];
    let skipped = 0;
    for await (const line of readJsonLines(io.stdin)) {
      const h = line.ok ? historyOfRequest(line.value) : line.error;
      if (typeof h === 'string') {
        skipped++;
        io.stderr.write(`razz export-history: line ${line.lineNumber}: ${h}\n`);
      } else histories.push(viewer === 'all' ? h : censorFor(h, viewer));
    }
    io.stdout.write(exportStarsFile(histories));
    return skipped === 0 ? 0 : 1;
  },
};

/**
 * A whole tournament played by bots (random by default, or the engine's tips bots) through the real services (hands dealt by the
 * `tables.start-hand` jobs, levels by `tournaments.level-up` jobs, balancing by
 * `tournaments.balance` jobs, all on BullMQ), checked as it goes and at the end. Used by
 * `npm run sim:tournament` and by the integration tests (100 random players, 24 tips bots).
 */
import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { TournamentClockRepository, TournamentEntryRepository, TournamentTableQueries } from '@app/persistence';
import { seededRng } from '@app/razz-engine';
import { CashierService } from '@app/room/ledger/cashier.service';
import { PlayersService } from '@app/room/players/players.service';
import { BalancingService } from '@app/room/tournaments/balancing/balancing.service';
import { ClockService } from '@app/room/tournaments/clock.service';
import { EntriesService } from '@app/room/tournaments/entries.service';
import { StructuresService } from '@app/room/tournaments/structures.service';
import { TournamentsService } from '@app/room/tournaments/tournaments.service';
import { balanceProblem } from '../../test/support/balancing';
import { BettingSources, BotPlayers } from './bot-players';
import { DatabaseSize, databaseSize } from './database-size';
import { LevelFigures, levelFigures } from './level-report';
import { finalChecks, FinalChecks, seatedChips } from './sim-checks';
import { rosterName, SimBot, UNIFORM_RANDOM_BOT } from './sim-bots';

export interface SimOptions {
  /** Where the checks read the ledger from, bypassing the services. */
  databaseUrl: string;
  players: number;
  /** Seeds the bots' choices (the decks are shuffled with crypto randomness, as in production). */
  seed: string;
  /** The bots the players take in turn, in registration order (`parseSimBots`); the uniform random player when absent. */
  bots?: readonly SimBot[];
  /** Minutes per level of the fast structure (stakes double every level; whole minutes, as for any structure). */
  levelMinutes: number;
  /** Level I's big bet (a multiple of 16; the stack is 1,500): 80 by default, larger for a shorter tournament. */
  firstBigBet: number;
  /** Pause between hands at the tables, ms. */
  handPauseMs: number;
  /** Gives up after this long (a stuck tournament is reported, not waited for). */
  timeoutMs: number;
  progressEveryMs: number;
  log: (line: string) => void;
}

export interface SimSummary {
  tournamentId: string;
  players: number;
  finished: boolean;
  wallMs: number;
  /** From the start of play (registration excluded; the seat draw and first deal included). */
  playMs: number;
  /** The start: the seat draw and every table's first deal, after which level I starts again. */
  drawMs: number;
  hands: number;
  /** The bots, as the players took them in turn (`tips-tight`, `random`…). */
  bots: string;
  actions: number;
  actionsByBot: Record<string, number>;
  /** Where the deciding bots' betting so far came from (the random player reads none). */
  betting: BettingSources;
  /** Hands, tables, hands per table and players left, level by level (read from Postgres). */
  levels: LevelFigures[];
  /** The last level a hand was dealt at. */
  levelCount: number;
  moves: number;
  balancingRuns: number;
  /** Each balancing job's time from its start to its commit (every table locked meanwhile), ms, in run order. */
  balancingMs: number[];
  maxLevel: number;
  /** Balancing reports whose tables were not within TDA_BALANCING.moveAt − 1 (tournament-core) of each other without a table waiting. */
  unbalanced: string[];
  /** Progress readings where the seat stacks did not hold every chip issued. */
  chipProblems: string[];
  /** The run that formed the final table, with the players and tables in play just before it. */
  finalTable: { run: number; players: number; tablesBefore: number } | null;
  checks: FinalChecks | null;
  /** The database at the end: all of it, and its biggest tables. */
  database: DatabaseSize;
}

const STARTING_STACK = 1_500;
/** How often the progress loop looks at the room (new tables to follow, the end). */
const LOOK_EVERY_MS = 1_000;
const STAKE_LEVELS = 20;

/**
 * Stakes double every level from `firstBigBet` (a multiple of 16: ante 1/16, bring-in 1/8, small
 * bet 1/2 of the big bet). From 80, by level XV a big bet is more than 1,000 players' chips.
 */
function fastStructure(levelMinutes: number, firstBigBet: number) {
  const level = (n: number) => {
    const bigBet = firstBigBet * 2 ** (n - 1);
    return { kind: 'level' as const, minutes: levelMinutes, stakes: { ante: bigBet / 16, bringIn: bigBet / 8, smallBet: bigBet / 2, bigBet } };
  };
  return { name: `sim fast ${randomBytes(3).toString('hex')}`, items: Array.from({ length: STAKE_LEVELS }, (_, i) => level(i + 1)) };
}

const SYSTEM = { keyId: null, role: 'director' as const };

/**
 * Creates and funds `count` players, a few at a time, and registers them in order as they come:
 * registrations queue for the tournament's lock one by one, so the next players are funded
 * meanwhile (10,000 of them take minutes either way).
 */
async function fundedEntries(app: Pick<INestApplicationContext, 'get'>, tournamentId: string, count: number, buyIn: number): Promise<string[]> {
  const ids: string[] = [];
  const tag = randomBytes(3).toString('hex');
  let registered = Promise.resolve();
  const register = async (batch: readonly string[]) => {
    for (const playerId of batch) await app.get(EntriesService).register(SYSTEM, tournamentId, playerId);
  };
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, (_, k) => i + k);
    const funded = await Promise.all(
      batch.map(async (n) => {
        const player = await app.get(PlayersService).create(SYSTEM, { screenName: `sim-${tag}-${n}` });
        await app.get(CashierService).deposit({ keyId: null, role: 'cashier' }, { playerId: player.id, unit: 'USD', amount: buyIn }, `sim-fund-${player.id}`);
        return player.id;
      }),
    );
    ids.push(...funded);
    registered = registered.then(() => register(funded));
    // Handled here, thrown by the await below: a refused registration must not end the process before its cleanup.
    registered.catch(() => undefined);
  }
  await registered;
  return ids;
}

/** Registration, the start, then bots until one player is left (or the timeout). */
export async function simulateTournament(app: Pick<INestApplicationContext, 'get'>, options: SimOptions): Promise<SimSummary> {
  const began = Date.now();
  const structure = await app.get(StructuresService).create(SYSTEM, fastStructure(options.levelMinutes, options.firstBigBet));
  const tournaments = app.get(TournamentsService);
  const t = await tournaments.create(SYSTEM, {
    name: `Sim ${options.players}`,
    structureId: structure.id,
    currency: 'USD',
    buyIn: 10_000,
    fee: 1_000,
    startingStack: STARTING_STACK,
    maxPlayers: options.players,
    handPauseMs: options.handPauseMs,
    actionTimeoutMs: 60_000,
  });
  await tournaments.openRegistration(SYSTEM, t.id);
  const playerIds = await fundedEntries(app, t.id, options.players, 11_000);
  options.log(`registered ${options.players} players in ${((Date.now() - began) / 1000).toFixed(1)} s`);

  const unbalanced: string[] = [];
  let moves = 0;
  let runs = 0;
  const balancingMs: number[] = [];
  let finalTable: SimSummary['finalTable'] = null;
  let tablesBefore = 0;
  const stopObserving = app.get(BalancingService).observe((report) => {
    if (report.tournamentId !== t.id) return;
    runs++;
    moves += report.moves;
    if (report.ms !== undefined) balancingMs.push(report.ms);
    if (report.finalTable !== null && finalTable === null) {
      finalTable = { run: report.run, players: report.tables.reduce((n, x) => n + x.players, 0), tablesBefore };
    }
    tablesBefore = report.tables.filter((x) => x.players > 0).length;
    // A deferred run (hand-for-hand, before the barrier) planned nothing: nothing to judge.
    const problem = report.deferred ? null : balanceProblem(report);
    if (problem) unbalanced.push(problem);
  });
  const roster = options.bots?.length ? options.bots : [{ bot: UNIFORM_RANDOM_BOT, readsBetting: false }];
  const seatBots = new Map(playerIds.map((id, k) => [id, roster[k % roster.length] as SimBot]));
  const bots = new BotPlayers(app, seededRng(options.seed), (id) => seatBots.get(id) ?? (roster[0] as SimBot));
  bots.start();
  const playStart = Date.now();
  await tournaments.start(SYSTEM, t.id);
  const drawMs = Date.now() - playStart;
  // The start anchors level I before the draw, which takes minutes for 1,250 tables: as a director
  // would, the level starts again from its full time once every table has been dealt to.
  await app.get(ClockService).setLevel(SYSTEM, t.id, 1);
  options.log(`started: ${(await app.get(TournamentTableQueries).listTables(t.id)).length} tables drawn in ${(drawMs / 1000).toFixed(1)} s; level I restarted`);
  const progress = new Progress(
    app,
    t.id,
    options,
    playStart,
    () => bots.actions,
    () => {
      const last = balancingMs[balancingMs.length - 1];
      return `balancing runs ${runs}${last === undefined ? '' : ` (last ${last} ms)`}`;
    },
  );
  let finished: boolean;
  try {
    finished = await progress.untilFinished(async (tableIds) => {
      for (const id of tableIds) await bots.follow(id);
    });
  } finally {
    bots.stop();
    stopObserving();
  }
  const hands = await progress.hands();
  const levels = await levelFigures(options.databaseUrl, t.id, options.players);
  return {
    tournamentId: t.id,
    players: options.players,
    finished,
    wallMs: Date.now() - began,
    playMs: Date.now() - playStart,
    drawMs,
    hands,
    bots: rosterName(roster),
    actions: bots.actions,
    actionsByBot: bots.actionsByBot,
    betting: bots.betting,
    levels,
    levelCount: levels.reduce((last, l) => Math.max(last, l.level), 0),
    moves,
    balancingRuns: runs,
    balancingMs,
    maxLevel: progress.maxLevel,
    unbalanced,
    chipProblems: progress.chipProblems,
    finalTable,
    checks: finished ? await finalChecks(options.databaseUrl, t.id, options.players) : null,
    database: await databaseSize(options.databaseUrl),
  };
}

/** Progress lines and the wait for the end. */
class Progress {
  maxLevel = 1;
  readonly chipProblems: string[] = [];
  /** Progress reads that failed (the pool too busy): retried at the next look. */
  lookFailures = 0;
  private lastHands = 0;
  private lastAt: number;

  constructor(
    private readonly app: Pick<INestApplicationContext, 'get'>,
    private readonly tournamentId: string,
    private readonly options: SimOptions,
    private readonly playStart: number,
    private readonly actions: () => number,
    /** The balancing runs so far, as the progress line shows them. */
    private readonly balancing: () => string,
  ) {
    this.lastAt = playStart;
  }

  async untilFinished(onTables: (ids: string[]) => Promise<void>): Promise<boolean> {
    let nextLine = Date.now();
    for (;;) {
      try {
        const t = await this.app.get(TournamentsService).get(this.tournamentId);
        const open = (await this.app.get(TournamentTableQueries).listTables(this.tournamentId)).filter((x) => x.status === 'open');
        await onTables(open.map((x) => x.id));
        if (t.status === 'finished') return true;
        if (Date.now() >= nextLine) {
          await this.line(open.length, t.handForHand ? ` hand-for-hand round ${t.handForHandRound}` : '');
          nextLine = Date.now() + this.options.progressEveryMs;
        }
      } catch (err) {
        // A watcher's read that found the pool busy (every connection held by hands waiting for locks,
        // 20 s and more with 1,000 tables on a loaded machine): the tournament goes on; look again.
        this.lookFailures++;
        this.options.log(`progress read failed (${this.lookFailures} so far): ${err instanceof Error ? err.message : String(err)}`);
      }
      if (Date.now() - this.playStart > this.options.timeoutMs) return false;
      // Each look reads every table of the room (1,250 at a 10,000-player start): often enough to follow new tables soon, no more.
      await new Promise((r) => setTimeout(r, LOOK_EVERY_MS));
    }
  }

  async hands(): Promise<number> {
    return this.app.get(TournamentTableQueries).countHands(this.tournamentId);
  }

  private async line(tables: number, extra: string): Promise<void> {
    const left = await this.app.get(TournamentEntryRepository).countLive(this.tournamentId);
    const clock = await this.app.get(TournamentClockRepository).find(this.tournamentId);
    const level = (clock?.itemIndex ?? 0) + 1;
    this.maxLevel = Math.max(this.maxLevel, level);
    const hands = await this.hands();
    const now = Date.now();
    const perMinute = ((hands - this.lastHands) * 60_000) / Math.max(1, now - this.lastAt);
    [this.lastHands, this.lastAt] = [hands, now];
    const elapsed = ((now - this.playStart) / 1000).toFixed(0);
    const seated = await seatedChips(this.options.databaseUrl, this.tournamentId);
    const issued = BigInt(this.options.players * STARTING_STACK);
    // The end returns every chip to the bank: only a tournament still in play must hold them all on seats.
    const over = (await this.app.get(TournamentsService).get(this.tournamentId)).status === 'finished';
    if (!over && seated !== issued) this.chipProblems.push(`${elapsed} s: seats hold ${seated} of ${issued} chips`);
    this.options.log(
      `${elapsed.padStart(4)} s  players left ${String(left).padStart(4)}  tables ${String(tables).padStart(3)}  level ${level}  hands ${hands} (${perMinute.toFixed(0)}/min)  actions ${this.actions()}  ${this.balancing()}${extra}`,
    );
  }
}

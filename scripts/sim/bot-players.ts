/**
 * Random-action bots for a whole tournament, event-driven: every table's bot follows the table on
 * the live event bus (what a player's client hears), and whenever a hand is running it acts for
 * the seat to act as that seat's own player, through the real hand service, until the hand is
 * over or waits for somebody else. A watchdog pokes tables that went quiet (a lost message).
 */
import type { INestApplicationContext } from '@nestjs/common';
import { legalActions, Rng, seatToAct } from '@app/razz-engine';
import type { Principal } from '@app/room/auth/principal';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import type { TableFacts } from '@app/room/hands/table-facts';
import { TableFactsReader } from '@app/room/hands/table-facts.reader';
import { TableEventBus } from '@app/room/hands/table-event-bus';

const botOf = (playerId: string): Principal => ({ keyId: `bot-${playerId}`, keyName: 'bot', role: 'player', playerId });

/** A decision older than this without progress: the watchdog looks at the table again. */
const QUIET_MS = 1_000;

class TableBot {
  private busy = false;
  private again = false;
  lastActivity = Date.now();

  constructor(
    readonly tableId: string,
    private readonly room: BotPlayers,
  ) {}

  poke(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    void this.run().finally(() => (this.busy = false));
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      let facts: TableFacts | null = await this.room.reader.load(this.tableId).catch(() => null);
      while (facts?.hand?.status === 'running' && !this.room.stopped) facts = await this.actOnce(facts);
    } while (this.again && !this.room.stopped);
  }

  /** One decision for the seat to act; the table as it is afterwards (null: somebody else moved first). */
  private async actOnce(facts: TableFacts): Promise<TableFacts | null> {
    const hand = facts.hand;
    const seat = hand ? seatToAct(hand.state) : null;
    const playerId = hand?.seats.find((s) => s.seat === seat)?.playerId;
    if (!hand || seat === null || !playerId) return null;
    const options = legalActions(hand.state);
    const pick = options[this.room.rng.int(options.length)];
    if (!pick) return null;
    const amount = pick.min === undefined ? undefined : pick.min + this.room.rng.int((pick.max ?? pick.min) - pick.min + 1);
    this.lastActivity = Date.now();
    try {
      const outcome = await this.room.lifecycle.act(botOf(playerId), this.tableId, { kind: pick.kind, amount, version: hand.version });
      this.room.actions++;
      return outcome.facts;
    } catch {
      // A stale view (the clock acted, the table moved on): the next update or the watchdog retries.
      return null;
    }
  }
}

/** Bots for every table of one tournament; `follow` each table as it appears. */
export class BotPlayers {
  readonly lifecycle: HandLifecycleService;
  readonly reader: TableFactsReader;
  actions = 0;
  stopped = false;
  private readonly bots = new Map<string, { bot: TableBot; unsubscribe: () => void }>();
  private readonly bus: TableEventBus;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    app: Pick<INestApplicationContext, 'get'>,
    readonly rng: Rng,
  ) {
    this.lifecycle = app.get(HandLifecycleService);
    this.reader = app.get(TableFactsReader);
    this.bus = app.get(TableEventBus);
  }

  async follow(tableId: string): Promise<void> {
    if (this.bots.has(tableId)) return;
    const bot = new TableBot(tableId, this);
    const unsubscribe = await this.bus.subscribe(tableId, (update) => {
      if (update.facts.table.status === 'closed') return this.drop(tableId);
      if (update.facts.hand?.status === 'running') bot.poke();
    });
    this.bots.set(tableId, { bot, unsubscribe });
    bot.poke();
  }

  start(): void {
    this.watchdog = setInterval(() => {
      for (const { bot } of this.bots.values()) if (Date.now() - bot.lastActivity > QUIET_MS) bot.poke();
    }, QUIET_MS);
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.watchdog);
    for (const tableId of [...this.bots.keys()]) this.drop(tableId);
  }

  private drop(tableId: string): void {
    this.bots.get(tableId)?.unsubscribe();
    this.bots.delete(tableId);
  }
}

/**
 * Bots for a whole tournament, event-driven: every table's bot follows the table on the live event
 * bus (what a player's client hears), and whenever a hand is running it acts for the seat to act as
 * that seat's own player, through the real hand service, until the hand is over or waits for
 * somebody else. Each decision is the player's bot's (`Bot.decide`) over a `BotView` built from
 * what the room gives that player: its table view (`buildTableView`, which holds `viewFor` its own
 * seat) and the hand's events as its live feed carries them (`eventsFor`) — never the hand's state.
 * A watchdog pokes tables that went quiet (a lost message).
 */
import type { INestApplicationContext } from '@nestjs/common';
import { HandRepository } from '@app/persistence';
import { bettingOf, botViewFor, eventsFor, HandEvent, HandView, Rng } from '@app/razz-engine';
import type { Principal } from '@app/room/auth/principal';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import type { TableFacts } from '@app/room/hands/table-facts';
import { TableFactsReader } from '@app/room/hands/table-facts.reader';
import { TableEventBus } from '@app/room/hands/table-event-bus';
import { buildTableView } from '@app/room/tables/table-view';
import type { SimBot } from './sim-bots';
import { TableFeed } from './table-feed';

const botOf = (playerId: string): Principal => ({ keyId: `bot-${playerId}`, keyName: 'bot', role: 'player', playerId });

/**
 * A table neither heard from nor acted at for this long: the watchdog looks at it again (a lost
 * message). Anything heard counts as progress: on a busy machine with a thousand tables a hand
 * may wait seconds for its next deal, and reloading every such table each second would only add load.
 */
const QUIET_MS = 5_000;
/** How often the watchdog looks. */
const WATCH_EVERY_MS = 1_000;
/** How long a decision waits for the live feed to bring the events of the view it acts on. */
const FEED_WAIT_MS = 2_000;

/** Where the decisions' betting came from: the live feed, or (a table joined mid-hand, a late feed) the hand's stored log cut to the seat. */
export interface BettingSources {
  feed: number;
  log: number;
}

class TableBot {
  private busy = false;
  private again = false;
  lastActivity = Date.now();
  readonly feed = new TableFeed();

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
    // Whose turn it is and who sits there: what anyone watching the table sees.
    const open = buildTableView(facts, { role: 'player', playerId: null });
    const toAct = open.hand?.view.toAct ?? null;
    const playerId = open.seats.find((s) => s.seat === toAct && s.inHand)?.playerId;
    if (!facts.hand || toAct === null || !playerId) return null;
    const view = buildTableView(facts, { role: 'player', playerId }).hand?.view;
    if (!view || view.legalActions.length === 0) return null;
    const player = this.room.botFor(playerId);
    const heard = player.readsBetting ? await this.eventsFor(facts.hand, view) : [];
    if (heard === null) return null;
    const rules = heard.find((e): e is Extract<HandEvent, { type: 'hand-started' }> => e.type === 'hand-started')?.rules ?? facts.table.rules;
    const decision = player.bot.decide(botViewFor(view, rules, bettingOf(heard)), this.room.rng);
    this.lastActivity = Date.now();
    try {
      const outcome = await this.room.lifecycle.act(botOf(playerId), this.tableId, { ...decision, version: facts.hand.version });
      this.room.count(player.bot.name);
      return outcome.facts;
    } catch {
      // A stale view (the clock acted, the table moved on): the next update or the watchdog retries.
      return null;
    }
  }

  /** The hand's events as the seat's feed carried them up to this view; null when the view is already stale. */
  private async eventsFor(hand: NonNullable<TableFacts['hand']>, view: HandView): Promise<readonly HandEvent[] | null> {
    const heard = await this.feed.upTo(hand, view.total, FEED_WAIT_MS);
    if (heard.kind === 'stale') return null;
    if (heard.kind === 'heard') {
      this.room.betting.feed++;
      return heard.events;
    }
    // What the feed would have carried had the client followed the hand from its deal.
    this.room.betting.log++;
    const logged = await this.room.hands.listEvents(hand.id);
    return eventsFor(
      logged.filter((l) => l.version <= hand.version).map((l) => l.event),
      view.viewer,
    );
  }
}

/** Bots for every table of one tournament; `follow` each table as it appears. */
export class BotPlayers {
  readonly lifecycle: HandLifecycleService;
  readonly reader: TableFactsReader;
  readonly hands: HandRepository;
  /** Actions taken, in all and by bot name. */
  actions = 0;
  readonly actionsByBot: Record<string, number> = {};
  readonly betting: BettingSources = { feed: 0, log: 0 };
  stopped = false;
  private readonly bots = new Map<string, { bot: TableBot; unsubscribe: () => void }>();
  private readonly bus: TableEventBus;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    app: Pick<INestApplicationContext, 'get'>,
    readonly rng: Rng,
    readonly botFor: (playerId: string) => SimBot,
  ) {
    this.lifecycle = app.get(HandLifecycleService);
    this.reader = app.get(TableFactsReader);
    this.hands = app.get(HandRepository);
    this.bus = app.get(TableEventBus);
  }

  async follow(tableId: string): Promise<void> {
    if (this.bots.has(tableId)) return;
    const bot = new TableBot(tableId, this);
    const unsubscribe = await this.bus.subscribe(tableId, (update) => {
      bot.lastActivity = Date.now();
      bot.feed.hear(update);
      if (update.facts.table.status === 'closed') return this.drop(tableId);
      if (update.facts.hand?.status === 'running') bot.poke();
    });
    this.bots.set(tableId, { bot, unsubscribe });
    bot.poke();
  }

  count(botName: string): void {
    this.actions++;
    this.actionsByBot[botName] = (this.actionsByBot[botName] ?? 0) + 1;
  }

  start(): void {
    this.watchdog = setInterval(() => {
      for (const { bot } of this.bots.values()) {
        if (Date.now() - bot.lastActivity <= QUIET_MS) continue;
        // A table with nothing to do (halted, between hands) is looked at once per quiet span, not every second.
        bot.lastActivity = Date.now();
        bot.poke();
      }
    }, WATCH_EVERY_MS);
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

import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PlayerRepository, PokerTable, TableRepository, UniqueViolationError, UnitOfWork } from '@app/persistence';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { HandError } from '../hands/hand.error';
import { TableEffectsService } from '../hands/table-effects.service';
import { formatAmount } from '../ledger/format-amount';
import { LedgerService } from '../ledger/ledger.service';
import { isPlayUnit } from '../ledger/units';
import { PlayerError, PlayerErrorCode } from '../players/player.error';
import { SeatingService } from '../tables/seating.service';
import { buildTableView, TableView } from '../tables/table-view';
import { TableError, TableErrorCode } from '../tables/table.error';
import { BotsError, BotsErrorCode } from './bots.error';
import type { SeatBotDto } from './dto/seat-bot.dto';

/** Hex digits of a default bot name's suffix: 16.7 million names per strategy. */
const BOT_NAME_HEX_DIGITS = 6;

/** Default names tried before the last one is written anyway (its unique violation then answers `SCREEN_NAME_TAKEN`). */
const BOT_NAME_TRIES = 5;

/** A default bot name: `Bot <strategy> <6 hex digits>` (`Bot tips 4f1c2a`). */
export function defaultBotName(strategy: string): string {
  return `Bot ${strategy} ${randomBytes(BOT_NAME_HEX_DIGITS / 2).toString('hex')}`;
}

/** How the players' unique index compares screen names (persistence's `screenNameKey`: Unicode case folding). */
const nameKey = (name: string): string => name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');

/**
 * Seats a bot (docs/tables.md "Practice tables and bots"): a new player record marked with its
 * engine strategy, bought in from the cage of the table's unit exactly as a cash buy-in through
 * the cage is (one ledger transaction, the seating's idempotency key), in one unit of work with
 * its audit record. It leaves by the ordinary leave route, its chips going to its bankroll.
 * Practice tables (unit PLAY) only, unless BOTS_AT_MONEY_TABLES opens plain cash tables too;
 * a cash game's or a tournament's table never takes one (they seat through sessions and entries).
 */
@Injectable()
export class TableBotsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tables: TableRepository,
    private readonly players: PlayerRepository,
    private readonly ledger: LedgerService,
    private readonly seating: SeatingService,
    private readonly effects: TableEffectsService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seat(actor: Principal, tableId: string, dto: SeatBotDto): Promise<TableView> {
    const change = await this.uow.run(async () => {
      const table = await this.tables.lockById(tableId);
      if (!table) throw HandError.tableNotFound(tableId);
      this.checkAllowed(table);
      const chips = BigInt(dto.chips);
      if ((table.minBuyIn !== null && chips < table.minBuyIn) || (table.maxBuyIn !== null && chips > table.maxBuyIn)) {
        throw new TableError(
          TableErrorCode.BUY_IN_OUT_OF_RANGE,
          `the buy-in at this table is ${formatAmount(table.minBuyIn ?? 0n, table.unit)} to ${formatAmount(table.maxBuyIn ?? chips, table.unit)} (got ${formatAmount(chips, table.unit)})`,
        );
      }
      const screenName = dto.screenName ?? (await this.freeBotName(dto.strategy));
      const bot = await this.createBot(screenName, dto.strategy);
      const cage = await this.ledger.ensureAccount({ kind: 'cage', unit: table.unit });
      const seated = await this.seating.seatInUnitOfWork(actor, tableId, {
        playerId: bot,
        seat: dto.seat,
        chips,
        source: { from: 'account', accountId: cage.id },
        bot: true,
      });
      await this.audit.record(
        actor,
        'table.seat-bot',
        { type: 'table', id: tableId },
        { playerId: bot, seat: dto.seat, strategy: dto.strategy, chips: dto.chips },
      );
      return seated.change;
    });
    await this.effects.apply(change);
    return buildTableView(change.facts, actor);
  }

  /** Money tables refuse unless the room turned bots on there; sessions' and tournaments' tables always. */
  private checkAllowed(table: PokerTable): void {
    if (table.kind === 'tournament' || table.cashGameId !== null)
      throw new BotsError(
        BotsErrorCode.BOTS_NOT_ALLOWED,
        `table ${table.id} is a ${table.kind === 'tournament' ? "tournament's" : "cash game's"} table: no bots there`,
      );
    if (table.dealing === 'live') throw new TableError(TableErrorCode.TABLE_IS_LIVE, 'a live table is dealt by a human: bots play at tables the engine deals');
    if (!isPlayUnit(table.unit) && !this.config.bots.atMoneyTables)
      throw new BotsError(
        BotsErrorCode.BOTS_NOT_ALLOWED,
        `table ${table.id} plays for ${table.unit}: bots sit at practice tables (unit PLAY) unless BOTS_AT_MONEY_TABLES is on`,
      );
  }

  /**
   * A default name nobody has (ignoring case), looked up before the player is written: a unique
   * violation would abort the unit of work's transaction (no savepoints here), so it is not the way
   * to try again. A few fresh suffixes; the last is written anyway, its unique violation (a name
   * taken meanwhile) answering `SCREEN_NAME_TAKEN`.
   */
  private async freeBotName(strategy: string): Promise<string> {
    let name = defaultBotName(strategy);
    for (let tried = 1; tried < BOT_NAME_TRIES && (await this.nameTaken(name)); tried++) name = defaultBotName(strategy);
    return name;
  }

  private async nameTaken(name: string): Promise<boolean> {
    const { items } = await this.players.list({ search: name, status: 'all', limit: 20 });
    return items.some((player) => nameKey(player.screenName) === nameKey(name));
  }

  private async createBot(screenName: string, strategy: string): Promise<string> {
    try {
      return (await this.players.create({ screenName, botStrategy: strategy })).id;
    } catch (error) {
      if (error instanceof UniqueViolationError)
        throw new PlayerError(PlayerErrorCode.SCREEN_NAME_TAKEN, `screen name "${screenName}" is taken (ignoring case)`);
      throw error;
    }
  }
}

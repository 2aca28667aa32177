import { Injectable } from '@nestjs/common';
import { ApiKeyRepository, Player, PlayerChanges, PlayerRepository, UniqueViolationError, UnitOfWork } from '@app/persistence';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { decodeCursor, encodeCursor, isString } from '../common/pagination/cursor';
import { KeyRevocationBus } from '../live/key-revocation-bus';
import { pageLimit } from '../common/pagination/page-query.dto';
import type { CreatePlayerDto } from './dto/create-player.dto';
import type { ListPlayersQuery } from './dto/list-players.query';
import type { PlayerPage } from './dto/player.view';
import type { UpdatePlayerDto } from './dto/update-player.dto';
import { PlayerError, PlayerErrorCode } from './player.error';

async function orScreenNameTaken<T>(write: Promise<T>, screenName: string | undefined): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof UniqueViolationError) throw new PlayerError(PlayerErrorCode.SCREEN_NAME_TAKEN, `screen name "${screenName}" is taken (ignoring case)`);
    throw error;
  }
}

/** Players: registration, profile changes, deactivation. Every change is audited in its own transaction. */
@Injectable()
export class PlayersService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly players: PlayerRepository,
    private readonly keys: ApiKeyRepository,
    private readonly audit: AuditService,
    private readonly revocations: KeyRevocationBus,
  ) {}

  create(actor: Actor, input: CreatePlayerDto): Promise<Player> {
    return this.uow.run(async () => {
      const player = await orScreenNameTaken(this.players.create(input), input.screenName);
      await this.audit.record(actor, 'player.create', { type: 'player', id: player.id }, { screenName: player.screenName });
      return player;
    });
  }

  async get(id: string): Promise<Player> {
    const player = await this.players.findById(id);
    if (!player) throw PlayerError.notFound(id);
    return player;
  }

  async list(query: ListPlayersQuery): Promise<PlayerPage> {
    const page = await this.players.list({
      search: query.q,
      status: query.status ?? 'all',
      limit: pageLimit(query),
      after: decodeCursor(query.cursor, isString),
    });
    return { items: page.items, nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  /** An empty change is no change: nothing written, nothing audited. */
  async update(actor: Actor, id: string, input: UpdatePlayerDto): Promise<Player> {
    const changes: PlayerChanges = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) return this.get(id);
    return this.uow.run(async () => {
      const player = await orScreenNameTaken(this.players.update(id, changes), input.screenName);
      if (!player) throw PlayerError.notFound(id);
      await this.audit.record(actor, 'player.update', { type: 'player', id }, { changes: { ...changes } });
      return player;
    });
  }

  /**
   * Also revokes the player's API keys: a deactivated player cannot act through the API, and
   * once committed their live sockets close on every instance.
   */
  deactivate(actor: Actor, id: string): Promise<Player> {
    return this.uow.run(async () => {
      const current = await this.lock(id);
      if (!current.active) throw new PlayerError(PlayerErrorCode.PLAYER_ALREADY_INACTIVE, `player ${id} is already deactivated`);
      const player = (await this.players.setActive(id, false)) ?? current;
      const revoked = await this.keys.revokeForPlayer(id, actor.keyId);
      await this.audit.record(actor, 'player.deactivate', { type: 'player', id }, { revokedKeyIds: revoked.map((key) => key.id) });
      this.uow.afterCommit(() => this.revocations.publish(revoked.map((key) => key.id)));
      return player;
    });
  }

  /** Keys revoked on deactivation stay revoked; issue new ones. */
  reactivate(actor: Actor, id: string): Promise<Player> {
    return this.uow.run(async () => {
      const current = await this.lock(id);
      if (current.active) throw new PlayerError(PlayerErrorCode.PLAYER_ALREADY_ACTIVE, `player ${id} is already active`);
      const player = (await this.players.setActive(id, true)) ?? current;
      await this.audit.record(actor, 'player.reactivate', { type: 'player', id });
      return player;
    });
  }

  /**
   * Locks an active player until the unit of work ends, so money cannot arrive while the player
   * is being deactivated. For callers inside a unit of work (deposits, transfers, new keys).
   */
  async lockActive(id: string): Promise<Player> {
    const player = await this.lock(id);
    if (!player.active) throw PlayerError.inactive(id);
    return player;
  }

  /**
   * `lockActive` for a person: a bot player (docs/tables.md, practice tables and bots) is refused
   * with PLAYER_IS_BOT, so no route but the bots route can put a bot at a table — the bots route
   * is where the room's rule on money tables is applied. `what` says what was refused.
   */
  async lockActivePerson(id: string, what: string): Promise<Player> {
    const player = await this.lockActive(id);
    if (player.botStrategy !== null) throw PlayerError.isBot(id, what);
    return player;
  }

  private async lock(id: string): Promise<Player> {
    const player = await this.players.lockById(id);
    if (!player) throw PlayerError.notFound(id);
    return player;
  }
}

import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../database-error';
import { Page, toPage } from '../common/page';
import { UniqueViolationError } from '../common/unique-violation.error';
import type { Prisma, Player as PlayerRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { NewPlayer, Player, PlayerChanges, PlayerListQuery, screenNameKey } from './player';

const SCREEN_NAME_INDEX = 'players_screen_name_key_key';

function toDomain(row: PlayerRow): Player {
  return {
    id: row.id,
    screenName: row.screenName,
    fullName: row.fullName,
    email: row.email,
    active: row.deactivatedAt === null,
    deactivatedAt: row.deactivatedAt,
    botStrategy: row.botStrategy,
    country: row.country,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** LIKE treats `_` and `%` as wildcards; a search for "a_b" means those characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function mapScreenNameClash<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, SCREEN_NAME_INDEX)) throw new UniqueViolationError('player', 'screenName');
    throw error;
  }
}

@Injectable()
export class PlayerRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Throws `UniqueViolationError('player', 'screenName')` when the name is taken (ignoring case). */
  async create(player: NewPlayer): Promise<Player> {
    const data = {
      screenName: player.screenName,
      screenNameKey: screenNameKey(player.screenName),
      fullName: player.fullName ?? null,
      email: player.email ?? null,
      botStrategy: player.botStrategy ?? null,
      country: player.country ?? null,
    };
    return toDomain(await mapScreenNameClash(this.db.client.player.create({ data })));
  }

  async findById(id: string): Promise<Player | null> {
    const row = await this.db.client.player.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  /** Locks the player row until the unit of work ends (deactivation vs. a concurrent deposit). */
  async lockById(id: string): Promise<Player | null> {
    const rows = await this.db.client.$queryRaw<{ id: string }[]>`SELECT id::text FROM players WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length > 0 ? this.findById(id) : null;
  }

  /** Null when no such player. Throws `UniqueViolationError` for a taken screen name. */
  async update(id: string, changes: PlayerChanges): Promise<Player | null> {
    const data: Prisma.PlayerUpdateInput = { ...changes };
    if (changes.screenName !== undefined) data.screenNameKey = screenNameKey(changes.screenName);
    const updated = await mapScreenNameClash(this.db.client.player.updateManyAndReturn({ where: { id }, data }));
    return updated[0] ? toDomain(updated[0]) : null;
  }

  /** Sets or clears `deactivatedAt`; null when no such player. */
  async setActive(id: string, active: boolean): Promise<Player | null> {
    const data = { deactivatedAt: active ? null : new Date() };
    const updated = await this.db.client.player.updateManyAndReturn({ where: { id }, data });
    return updated[0] ? toDomain(updated[0]) : null;
  }

  /** Alphabetical by screen name (ignoring case). */
  async list(query: PlayerListQuery): Promise<Page<Player, string>> {
    const where: Prisma.PlayerWhereInput = {};
    if (query.search) where.screenNameKey = { contains: escapeLike(screenNameKey(query.search)) };
    if (query.after !== undefined) where.AND = [{ screenNameKey: { gt: query.after } }];
    if (query.status !== 'all') where.deactivatedAt = query.status === 'active' ? null : { not: null };
    const rows = await this.db.client.player.findMany({ where, orderBy: { screenNameKey: 'asc' }, take: query.limit + 1 });
    return toPage(rows.map(toDomain), query.limit, (player) => screenNameKey(player.screenName));
  }
}

import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import type { ApiKey as ApiKeyRow, Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { ApiKey, ApiKeyListQuery, ApiKeyPosition, NewApiKey } from './api-key';

/** Serialises everything that must see a consistent set of admin keys (bootstrap, revocation). */
const ADMIN_KEYS_LOCK = 'razz-room:api-keys:admin';

function toDomain(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    playerId: row.playerId,
    createdAt: row.createdAt,
    createdByKeyId: row.createdByKeyId,
    revokedAt: row.revokedAt,
    revokedByKeyId: row.revokedByKeyId,
  };
}

@Injectable()
export class ApiKeyRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(key: NewApiKey): Promise<ApiKey> {
    return toDomain(await this.db.client.apiKey.create({ data: key }));
  }

  /** The key whose secret hashes to `secretHash`, revoked or not. */
  async findBySecretHash(secretHash: string): Promise<ApiKey | null> {
    // Every request runs this. Written out because Prisma's findUnique adds `LIMIT $2 OFFSET $3`
    // and a constant comparison as parameters, for which Postgres keeps planning each call anew
    // instead of reusing the prepared statement's plan.
    const rows = await this.db.client.$queryRaw<ApiKeyRow[]>`
      SELECT id, name, role::text AS role, player_id::text AS "playerId", secret_hash AS "secretHash",
             created_at AS "createdAt", created_by_key_id AS "createdByKeyId",
             revoked_at AS "revokedAt", revoked_by_key_id AS "revokedByKeyId"
      FROM api_keys WHERE secret_hash = ${secretHash}`;
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async findById(id: string): Promise<ApiKey | null> {
    const row = await this.db.client.apiKey.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  async countActiveAdmins(): Promise<number> {
    return this.db.client.apiKey.count({ where: { role: 'admin', revokedAt: null } });
  }

  /**
   * Held until the unit of work ends: two API instances starting at once create one first admin
   * key, and two concurrent revocations cannot remove the last two admin keys.
   */
  async lockAdminKeys(): Promise<void> {
    await this.db.client.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${ADMIN_KEYS_LOCK}, 0))::text`;
  }

  /** Revokes a key that is not revoked yet; null when there is no such active key. */
  async revoke(id: string, byKeyId: string | null): Promise<ApiKey | null> {
    const rows = await this.db.client.apiKey.updateManyAndReturn({
      where: { id, revokedAt: null },
      data: { revokedAt: new Date(), revokedByKeyId: byKeyId },
    });
    return rows[0] ? toDomain(rows[0]) : null;
  }

  /** Revokes every active key bound to the player; returns the revoked keys. */
  async revokeForPlayer(playerId: string, byKeyId: string | null): Promise<ApiKey[]> {
    const rows = await this.db.client.apiKey.updateManyAndReturn({
      where: { playerId, revokedAt: null },
      data: { revokedAt: new Date(), revokedByKeyId: byKeyId },
    });
    return rows.map(toDomain);
  }

  /** Newest first. */
  async list(query: ApiKeyListQuery): Promise<Page<ApiKey, ApiKeyPosition>> {
    const where: Prisma.ApiKeyWhereInput = {};
    if (query.role) where.role = query.role;
    if (!query.includeRevoked) where.revokedAt = null;
    if (query.after) {
      const { createdAt, id } = query.after;
      where.OR = [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }];
    }
    const rows = await this.db.client.apiKey.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: query.limit + 1 });
    return toPage(rows.map(toDomain), query.limit, (key) => ({ createdAt: key.createdAt, id: key.id }));
  }
}

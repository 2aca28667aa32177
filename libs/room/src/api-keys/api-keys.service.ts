import { Injectable } from '@nestjs/common';
import { ApiKey, ApiKeyPosition, ApiKeyRepository, UnitOfWork } from '@app/persistence';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { generateApiKey } from '../auth/api-key-secret';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit } from '../common/pagination/page-query.dto';
import { KeyRevocationBus } from '../live/key-revocation-bus';
import { PlayersService } from '../players/players.service';
import { ApiKeyError, ApiKeyErrorCode } from './api-key.error';
import type { ApiKeyPage, CreatedApiKeyView } from './dto/api-key.view';
import type { CreateApiKeyDto } from './dto/create-api-key.dto';
import type { ListApiKeysQuery } from './dto/list-api-keys.query';

type KeyCursor = { createdAt: string; id: string };
const isKeyCursor = (value: unknown): value is KeyCursor =>
  typeof value === 'object' && value !== null && typeof (value as KeyCursor).id === 'string' && !Number.isNaN(Date.parse((value as KeyCursor).createdAt));

@Injectable()
export class ApiKeysService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly keys: ApiKeyRepository,
    private readonly players: PlayersService,
    private readonly audit: AuditService,
    private readonly revocations: KeyRevocationBus,
  ) {}

  /** The response carries the key itself; only its hash is stored. */
  create(actor: Actor, input: CreateApiKeyDto): Promise<CreatedApiKeyView> {
    const playerId = input.playerId ?? null;
    if (input.role === 'player' && playerId === null)
      throw new ApiKeyError(ApiKeyErrorCode.PLAYER_ID_REQUIRED, 'a player key needs playerId: the player it acts for');
    if (input.role !== 'player' && playerId !== null)
      throw new ApiKeyError(ApiKeyErrorCode.PLAYER_ID_NOT_ALLOWED, `a ${input.role} key is not bound to a player: omit playerId`);
    return this.uow.run(async () => {
      if (playerId !== null) await this.players.lockActivePerson(playerId, 'it plays on the server and has no API key');
      const generated = generateApiKey();
      const key = await this.keys.create({
        id: generated.id,
        name: input.name,
        role: input.role,
        playerId,
        secretHash: generated.secretHash,
        createdByKeyId: actor.keyId,
      });
      await this.audit.record(actor, 'api-key.create', { type: 'api-key', id: key.id }, { name: key.name, role: key.role, playerId });
      return { ...key, key: generated.key };
    });
  }

  async get(id: string): Promise<ApiKey> {
    const key = await this.keys.findById(id);
    if (!key) throw new ApiKeyError(ApiKeyErrorCode.API_KEY_NOT_FOUND, `no API key with id ${id}`);
    return key;
  }

  async list(query: ListApiKeysQuery): Promise<ApiKeyPage> {
    const cursor = decodeCursor(query.cursor, isKeyCursor);
    const after: ApiKeyPosition | undefined = cursor && { createdAt: new Date(cursor.createdAt), id: cursor.id };
    const page = await this.keys.list({ role: query.role, includeRevoked: query.includeRevoked === 'true', limit: pageLimit(query), after });
    const next = page.next && { createdAt: page.next.createdAt.toISOString(), id: page.next.id };
    return { items: page.items, nextCursor: next ? encodeCursor(next) : null };
  }

  /**
   * Takes effect on the next request, and once committed the key's live sockets close on every
   * instance. The last active admin key cannot be revoked.
   */
  revoke(actor: Actor, id: string): Promise<ApiKey> {
    return this.uow.run(async () => {
      await this.keys.lockAdminKeys();
      const key = await this.get(id);
      if (key.revokedAt) throw new ApiKeyError(ApiKeyErrorCode.API_KEY_ALREADY_REVOKED, `API key ${id} is already revoked`);
      if (key.role === 'admin' && (await this.keys.countActiveAdmins()) <= 1) {
        throw new ApiKeyError(ApiKeyErrorCode.LAST_ADMIN_KEY, 'this is the last active admin key: create another admin key before revoking it');
      }
      const revoked = (await this.keys.revoke(id, actor.keyId)) ?? key;
      await this.audit.record(actor, 'api-key.revoke', { type: 'api-key', id }, { role: key.role, name: key.name });
      this.uow.afterCommit(() => this.revocations.publish([id]));
      return revoked;
    });
  }
}

import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, AppConfig, ConfigError } from '@app/config';
import { ApiKeyRepository, UnitOfWork } from '@app/persistence';
import { SYSTEM_ACTOR } from '@app/room/audit/actor';
import { AuditService } from '@app/room/audit/audit.service';
import { generateApiKey, hashApiKey, isPlausibleApiKey, keyIdFor } from '@app/room/auth/api-key-secret';

type Outcome =
  | { kind: 'present' | 'log-hidden' | 'configured-present' }
  | { kind: 'created'; id: string; key: string }
  | { kind: 'configured-registered' | 'configured-revoked'; id: string };

/** The log line that carries the first admin key; README and tests look for it. */
export const FIRST_ADMIN_KEY_MARKER = 'FIRST ADMIN API KEY';

/**
 * The process's root pino logger. Injected directly rather than through nestjs-pino's
 * `PinoLogger`, whose logger outside a request is process-global (the first app's), while this
 * line must reach the log of the app that created the key.
 */
export const AUTH_LOGGER = Symbol('AUTH_LOGGER');

/**
 * Makes sure an operator can get in. With ADMIN_API_KEY configured, that key exists as an admin
 * key (its hash is stored, nothing secret is logged). Otherwise, when no active admin key exists
 * (an empty database), one is created and printed to the log once. An advisory lock makes
 * API instances starting together create one key, not several.
 */
@Injectable()
export class AdminKeyBootstrap implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
    private readonly keys: ApiKeyRepository,
    private readonly audit: AuditService,
    @Inject(AUTH_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ context: AdminKeyBootstrap.name });
  }

  private readonly logger: Logger;

  async onApplicationBootstrap(): Promise<void> {
    const configured = this.config.adminApiKey;
    const outcome = await this.uow.run(async () => {
      await this.keys.lockAdminKeys();
      return configured === undefined ? this.ensureSomeAdminKey() : this.ensureConfiguredKey(configured);
    });
    this.report(outcome);
  }

  private async ensureSomeAdminKey(): Promise<Outcome> {
    if ((await this.keys.countActiveAdmins()) > 0) return { kind: 'present' };
    // A key nobody can see would lock the operator out; wait for a start whose log shows it.
    if (!this.logger.isLevelEnabled('warn')) return { kind: 'log-hidden' };
    const generated = generateApiKey();
    await this.register(generated.id, generated.secretHash, 'first admin key', 'first start: no active admin key');
    return { kind: 'created', id: generated.id, key: generated.key };
  }

  private async ensureConfiguredKey(key: string): Promise<Outcome> {
    if (!isPlausibleApiKey(key)) throw new ConfigError('invalid configuration: ADMIN_API_KEY must be 32 to 512 printable characters without spaces');
    const existing = await this.keys.findBySecretHash(hashApiKey(key));
    if (existing) {
      if (existing.role !== 'admin') throw new ConfigError(`invalid configuration: ADMIN_API_KEY is the ${existing.role} key ${existing.id}, not an admin key`);
      return existing.revokedAt ? { kind: 'configured-revoked', id: existing.id } : { kind: 'configured-present' };
    }
    const id = keyIdFor(key);
    if (await this.keys.findById(id)) throw new ConfigError(`invalid configuration: ADMIN_API_KEY has the id ${id} of another key; choose another key`);
    await this.register(id, hashApiKey(key), 'ADMIN_API_KEY (configuration)', 'ADMIN_API_KEY configured');
    return { kind: 'configured-registered', id };
  }

  private async register(id: string, secretHash: string, name: string, reason: string): Promise<void> {
    await this.keys.create({ id, name, role: 'admin', playerId: null, secretHash, createdByKeyId: null });
    await this.audit.record(SYSTEM_ACTOR, 'api-key.create', { type: 'api-key', id }, { role: 'admin', name, reason });
  }

  private report(outcome: Outcome): void {
    switch (outcome.kind) {
      case 'created':
        this.logger.warn({ apiKeyId: outcome.id }, `${FIRST_ADMIN_KEY_MARKER} (shown only this once, store it now): ${outcome.key}`);
        return;
      case 'configured-registered':
        this.logger.info({ apiKeyId: outcome.id }, `ADMIN_API_KEY registered as admin key ${outcome.id}`);
        return;
      case 'configured-revoked':
        this.logger.warn(
          { apiKeyId: outcome.id },
          `ADMIN_API_KEY (key ${outcome.id}) is revoked and no longer authenticates; remove it from the configuration`,
        );
        return;
      case 'present':
      case 'log-hidden':
      case 'configured-present':
        return;
    }
  }
}

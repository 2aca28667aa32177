import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { DatabaseUnavailableError } from './database-unavailable.error';
import { PrismaClient } from './generated/prisma/client';
import { PERSISTENCE_OPTIONS, PersistenceOptions } from './persistence-options';

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The Prisma client for the application, over `pg` through `@prisma/adapter-pg`. Only
 * repositories use it. It checks the connection when the module starts, so a wrong or
 * unreachable `DATABASE_URL` stops start-up with a `DatabaseUnavailableError` instead of failing
 * on the first request.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleInit, OnModuleDestroy {
  private readonly databaseUrl: string;

  constructor(@Inject(PERSISTENCE_OPTIONS) options: PersistenceOptions) {
    super({ adapter: new PrismaPg({ connectionString: options.databaseUrl, connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS }) });
    this.databaseUrl = options.databaseUrl;
  }

  async onModuleInit(): Promise<void> {
    await this.verifyConnection();
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }

  /**
   * Runs `SELECT 1`. With a driver adapter `$connect()` opens nothing (the pool connects
   * lazily), so a query is the only real check.
   */
  async verifyConnection(): Promise<void> {
    try {
      await this.$queryRaw`SELECT 1`;
    } catch (error) {
      throw DatabaseUnavailableError.from(this.databaseUrl, error);
    }
  }
}

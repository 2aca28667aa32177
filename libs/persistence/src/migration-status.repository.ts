import { Injectable } from '@nestjs/common';
import { postgresErrorOf } from './database-error';
import { compareMigrations, migrationFileNames, MigrationStatus } from './migration-status';
import { PrismaService } from './prisma.service';

/** The readiness check's view of the schema: is every migration file of this build applied. */
@Injectable()
export class MigrationStatusRepository {
  /** The files ship with the build and do not change while it runs: read once. */
  private files: Promise<string[]> | undefined;

  constructor(private readonly prisma: PrismaService) {}

  async status(): Promise<MigrationStatus> {
    const files = await this.migrationFiles();
    try {
      // The same rule as APPLIED_MIGRATIONS_SQL (migration-status.ts): finished, not rolled back.
      const rows = await this.prisma.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
      return compareMigrations(
        files,
        rows.map((row) => row.migration_name),
      );
    } catch (error) {
      if (postgresErrorOf(error)?.code === '42P01') return compareMigrations(files, null);
      throw error;
    }
  }

  private migrationFiles(): Promise<string[]> {
    this.files ??= migrationFileNames().catch((error: unknown) => {
      this.files = undefined;
      throw error;
    });
    return this.files;
  }
}

import { Injectable } from '@nestjs/common';
import { APPLIED_MIGRATIONS_SQL, migrationFileNames, MigrationStatus, readStatusWith } from './migration-status';
import { PrismaService } from './prisma.service';

/** The readiness check's view of the schema: is every migration file of this build applied. */
@Injectable()
export class MigrationStatusRepository {
  /** The files ship with the build and do not change while it runs: read once. */
  private files: Promise<string[]> | undefined;

  constructor(private readonly prisma: PrismaService) {}

  async status(): Promise<MigrationStatus> {
    const files = await this.migrationFiles();
    // A constant statement, no parameters: the one the worker's wait runs over plain `pg`.
    return readStatusWith(files, async () =>
      (await this.prisma.$queryRawUnsafe<{ migration_name: string }[]>(APPLIED_MIGRATIONS_SQL)).map((row) => row.migration_name),
    );
  }

  private migrationFiles(): Promise<string[]> {
    this.files ??= migrationFileNames().catch((error: unknown) => {
      this.files = undefined;
      throw error;
    });
    return this.files;
  }
}

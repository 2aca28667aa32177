import { describePendingMigrations, MigrationStatus } from './migration-status';

export interface MigrationsPendingDetails {
  /** What the operator should do; default: run the migrations. */
  hint?: string;
  /** How long the process waited for them before giving up. */
  waitedMs?: number;
}

/**
 * A process found migrations that are not applied and will not (or no longer) wait for them. Its
 * message is one line meant to be printed as the reason the process stops.
 */
export class MigrationsPendingError extends Error {
  readonly code = 'MIGRATIONS_PENDING';

  constructor(
    readonly status: MigrationStatus,
    details: MigrationsPendingDetails = {},
  ) {
    const waited = details.waitedMs ? ` (waited ${Math.round(details.waitedMs / 1000)} s for them)` : '';
    super(`${describePendingMigrations(status)}${waited}: ${details.hint ?? 'run npm run db:migrate'}`);
    this.name = 'MigrationsPendingError';
  }
}

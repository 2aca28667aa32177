import { QUEUES, QueueName } from './queue-names';

/** Payload of `system.noop`: a job that only records that it ran (health checks, tests). */
export interface NoopJobPayload {
  /** Correlates the run with whoever enqueued it. */
  token: string;
}

/**
 * Payload of `tables.start-hand`: deal hand `handNumber` at a table if it is still due (job id
 * `<tableId>-<handNumber>`, plus `-s<seatingVersion>` when a seating change triggered it).
 */
export interface StartHandJobPayload {
  tableId: string;
  handNumber: number;
}

/**
 * Payload of `tables.action-timeout`: the decision at `version` of a hand ran out of time (job id
 * `<handId>-<version>`). Does nothing once the hand has moved past that version.
 */
export interface ActionTimeoutJobPayload {
  tableId: string;
  handId: string;
  version: number;
}

/**
 * Payload of `tables.apply-pending-requests`: apply these pending requests (top-ups, table
 * changes, director's moves that waited for a hand to end), in the order they were received.
 * Job id `<handId>-requests` for the hand that ended. A request already applied, failed or
 * cancelled is skipped, so a repeated job changes nothing.
 */
export interface ApplyPendingRequestsJobPayload {
  requestIds: string[];
}

/**
 * Payload of `tournaments.level-up`: move the tournament's clock to structure item `itemIndex`
 * (a level or a break) if it is still due. Job id `<tournamentId>-<itemIndex + 1>`, plus
 * `-e<epoch>` once the director has paused, resumed or set the level: a job of an older epoch,
 * or for an item the clock has already passed, does nothing.
 */
export interface LevelUpJobPayload {
  tournamentId: string;
  itemIndex: number;
  epoch: number;
}

/**
 * Payload of `tournaments.balance`: plan and apply table balancing, breaking, the final table and
 * hand-for-hand rounds for one tournament, between hands. Job id `<tournamentId>-<balanceRuns>`
 * (the tournament's count of runs when the trigger read it): triggers before a run reads the
 * tables share that run; a trigger after it names the next (docs/tournaments.md "Balancing").
 */
export interface BalanceJobPayload {
  tournamentId: string;
}

/**
 * Payload of `cash.time-collection`: collect the period starting at `periodStart` (epoch ms) from
 * every seat of a time-collected cash game's table (job id `<tableId>-<periodStart>`). A period
 * collected already collects nothing again (ledger keys per seat and period).
 */
export interface TimeCollectionJobPayload {
  tableId: string;
  periodStart: number;
}

/**
 * Payload of `cash.waitlist-hold-expiry`: the seat held for call number `call` of a waitlist
 * entry ran out (job id `<entryId>-<call>`). Nothing when the player came, or was called again.
 */
export interface WaitlistHoldExpiryJobPayload {
  entryId: string;
  call: number;
}

/**
 * Every job name with its payload type. Adding a job = one line here, one line in
 * `JOB_QUEUES`, and a processor decorated with `@JobProcessor(name)`.
 */
export interface JobPayloads {
  'system.noop': NoopJobPayload;
  'tables.start-hand': StartHandJobPayload;
  'tables.action-timeout': ActionTimeoutJobPayload;
  'tables.apply-pending-requests': ApplyPendingRequestsJobPayload;
  'tournaments.level-up': LevelUpJobPayload;
  'tournaments.balance': BalanceJobPayload;
  'cash.time-collection': TimeCollectionJobPayload;
  'cash.waitlist-hold-expiry': WaitlistHoldExpiryJobPayload;
}

export type JobName = keyof JobPayloads;

/** Which queue carries each job (queues are the unit of concurrency and of Redis keys). */
export const JOB_QUEUES: { readonly [N in JobName]: QueueName } = {
  'system.noop': QUEUES.system,
  'tables.start-hand': QUEUES.tables,
  'tables.action-timeout': QUEUES.actionTimeouts,
  'tables.apply-pending-requests': QUEUES.tables,
  'tournaments.level-up': QUEUES.tournamentClock,
  'tournaments.balance': QUEUES.tableBalancing,
  'cash.time-collection': QUEUES.cash,
  'cash.waitlist-hold-expiry': QUEUES.cash,
};

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

export interface EnqueueOptions {
  /**
   * Makes the job idempotent: a second job with the same id, while the first is still
   * known to the driver (waiting, delayed, running or recently finished), is not added.
   * Must not contain ':' (BullMQ reserves it).
   */
  jobId?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export interface JobContext {
  jobId: string;
  attempt: number;
}

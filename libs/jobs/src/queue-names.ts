/**
 * Queue names are string constants, never derived from class names: renaming a class must not
 * orphan jobs already waiting in Redis.
 */
export const QUEUES = {
  system: 'system',
  tournamentClock: 'tournament-clock',
  tableBalancing: 'table-balancing',
  actionTimeouts: 'action-timeouts',
  /** Table lifecycle: dealing the next hand after the pause. */
  tables: 'tables',
  /** Cash games: time collection per period, waitlist seat holds running out. */
  cash: 'cash',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

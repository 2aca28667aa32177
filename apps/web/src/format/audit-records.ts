import type { components } from '../api/schema';
import { formatMoney } from './amounts';

/** One record of the audit log, as `GET /tournaments/{id}/audit-log` answers it. */
export type AuditRecord = components['schemas']['AuditRecordView'];

/** A tournament's actions in words (docs/api.md lists them); an action not named here shows as recorded. */
const ACTIONS: Record<string, string> = {
  'tournament.create': 'Tournament created',
  'tournament.open-registration': 'Registration opened',
  'tournament.start': 'Tournament started',
  'tournament.cancel': 'Tournament cancelled',
  'tournament.register': 'Player registered',
  'tournament.unregister': 'Player unregistered',
  'tournament.rebuy': 'Rebuy',
  'tournament.add-on': 'Add-on',
  'tournament.clock-pause': 'Clock paused',
  'tournament.clock-resume': 'Clock resumed',
  'tournament.clock-set-level': 'Level set',
  'tournament.clock-break': 'Break taken early',
  'tournament.deal-propose': 'Deal proposed',
  'tournament.deal-confirm': 'Deal confirmed',
  'tournament.move-player': 'Player moved',
  'tournament.break-table': 'Table broken',
  'tournament.lock-table': 'Table locked',
  'tournament.unlock-table': 'Table unlocked',
  'tournament.redraw': 'Seats redrawn',
  'tournament.button': 'Button reported',
  'tournament.floor-bust': 'Bust recorded',
  'tournament.floor-chip-count': 'Chip counts recorded',
  'tournament.floor-colour-up': 'Colour-up recorded',
  'tournament.floor-hand-done': 'Hand done (hand-for-hand)',
  'tournament.floor-undo': 'Floor input undone',
  'tournament.move-done': 'Move done',
  'display-link.create': 'Display link made',
  'display-link.revoke': 'Display link revoked',
};

export function actionInWords(action: string): string {
  return ACTIONS[action] ?? action;
}

/** Who acted: the role and the start of the key's public id (`director · key 3f9a0c12`), or the system. */
export function actorInWords(record: AuditRecord): string {
  return record.actorKeyId ? `${record.actorRole} · key ${record.actorKeyId.slice(0, 8)}` : record.actorRole;
}

/** Ids the trail has no use for: they name rows a director never sees. */
const HIDDEN = new Set(['tournamentId', 'entryId', 'inputId', 'dealId', 'pendingRequestId', 'itemIndex', 'epoch', 'seq', 'structure', 'currency', 'moveId']);

const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null);

/** The keys read first, in this order (jsonb keeps its keys in an order of its own); the rest follow by name. */
const FIRST = ['playerId', 'name', 'from', 'level', 'table', 'fromTable', 'toTable', 'seat', 'buyIn', 'fee', 'method'];
const rank = (key: string) => (FIRST.includes(key) ? FIRST.indexOf(key) : FIRST.length);

/**
 * What a record's details say, in a line: players by screen name (`names`, from the entries; else
 * the start of the id), money in the event's currency, tables by number, the rest as `key value`.
 */
export function detailsInWords(record: AuditRecord, currency: string, names: ReadonlyMap<string, string>): string {
  const details = record.details;
  const keys = Object.keys(details)
    .filter((key) => !HIDDEN.has(key) && details[key] !== null && details[key] !== undefined)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  const parts: string[] = [];
  for (const key of keys) {
    const value = details[key];
    if (key === 'playerId' && typeof value === 'string') parts.push(names.get(value) ?? `player ${value.slice(0, 8)}`);
    else if ((key === 'buyIn' || key === 'fee') && typeof value === 'number') parts.push(`${key === 'fee' ? 'fee' : 'buy-in'} ${formatMoney(value, currency)}`);
    else if (key === 'name') parts.push(`“${String(value)}”`);
    else if (key === 'from' && typeof details.to === 'string') parts.push(`${String(value)} → ${details.to}`);
    else if (key === 'to' && typeof details.from === 'string') continue;
    else if (key === 'entryNo') parts.push(value === 1 ? '' : `entry ${text(value) ?? '?'}`);
    else if (key === 'fromTable' || key === 'toTable') parts.push(`${key === 'fromTable' ? 'from' : 'to'} table ${text(value) ?? '?'}`);
    else if (text(value) !== null) parts.push(`${key} ${text(value)}`);
  }
  return parts.filter(Boolean).join(' · ');
}

/** Decimal ids compared as numbers without losing digits: is `a` newer than `b`? */
export function newerId(a: string, b: string): boolean {
  return a.length !== b.length ? a.length > b.length : a > b;
}

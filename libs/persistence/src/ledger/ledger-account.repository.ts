import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import type { LedgerAccount as LedgerAccountRow, LedgerAccountKind as KindRow, Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { LedgerAccount, LedgerAccountKind, LedgerAccountListQuery, LedgerAccountSpec, ledgerAccountKey } from './ledger';

/** Prisma spells the Postgres enum labels (`player-bankroll`) as identifiers (`player_bankroll`). */
export const KIND_TO_ROW: Record<LedgerAccountKind, KindRow> = {
  'player-bankroll': 'player_bankroll',
  'house-fees': 'house_fees',
  'house-rake': 'house_rake',
  cage: 'cage',
  'seat-stack': 'seat_stack',
  'tournament-prize-pool': 'tournament_prize_pool',
  'tournament-chip-bank': 'tournament_chip_bank',
  'tournament-chips': 'tournament_chips',
  'house-overlay': 'house_overlay',
  'table-float': 'table_float',
};
export const KIND_FROM_ROW = Object.fromEntries(Object.entries(KIND_TO_ROW).map(([kind, row]) => [row, kind])) as Record<KindRow, LedgerAccountKind>;

interface LockedRow {
  id: bigint;
  key: string;
  kind: LedgerAccountKind;
  unit: string;
  player_id: string | null;
  reference: string | null;
  balance: bigint;
  created_at: Date;
}

function toDomain(row: LedgerAccountRow): LedgerAccount {
  return {
    id: row.id.toString(),
    key: row.key,
    kind: KIND_FROM_ROW[row.kind],
    unit: row.unit,
    playerId: row.playerId,
    reference: row.reference,
    balance: row.balance,
    createdAt: row.createdAt,
  };
}

@Injectable()
export class LedgerAccountRepository {
  constructor(private readonly db: UnitOfWork) {}

  /**
   * Finds or creates the account (`INSERT … ON CONFLICT DO NOTHING`, so concurrent callers end
   * up with the same row instead of a unique violation).
   */
  async ensure(spec: LedgerAccountSpec): Promise<LedgerAccount> {
    const key = ledgerAccountKey(spec);
    const data = { key, kind: KIND_TO_ROW[spec.kind], unit: spec.unit, playerId: spec.playerId ?? null, reference: spec.reference ?? null };
    await this.db.client.ledgerAccount.createMany({ data: [data], skipDuplicates: true });
    return toDomain(await this.db.client.ledgerAccount.findUniqueOrThrow({ where: { key } }));
  }

  async find(spec: LedgerAccountSpec): Promise<LedgerAccount | null> {
    const row = await this.db.client.ledgerAccount.findUnique({ where: { key: ledgerAccountKey(spec) } });
    return row ? toDomain(row) : null;
  }

  async findById(id: string): Promise<LedgerAccount | null> {
    const row = await this.db.client.ledgerAccount.findUnique({ where: { id: BigInt(id) } });
    return row ? toDomain(row) : null;
  }

  /**
   * Locks the accounts (`SELECT … FOR UPDATE`) in id order, the one order every posting uses, so
   * concurrent postings touching the same accounts queue instead of deadlocking. Returns them
   * with their current balances, in id order; missing ids are simply absent.
   */
  async lockForUpdate(ids: string[]): Promise<LedgerAccount[]> {
    const wanted = [...new Set(ids)].map((id) => BigInt(id).toString());
    const rows = await this.db.query<LockedRow>(
      `SELECT id, key, kind::text AS kind, unit, player_id::text AS player_id, reference, balance, created_at
       FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
      [wanted],
    );
    return rows.map((row) => ({
      id: row.id.toString(),
      key: row.key,
      kind: row.kind,
      unit: row.unit,
      playerId: row.player_id,
      reference: row.reference,
      balance: row.balance,
      createdAt: row.created_at,
    }));
  }

  /** A player's accounts (one per unit), ordered by unit. */
  async listForPlayer(playerId: string): Promise<LedgerAccount[]> {
    const rows = await this.db.client.ledgerAccount.findMany({ where: { playerId }, orderBy: [{ unit: 'asc' }, { id: 'asc' }] });
    return rows.map(toDomain);
  }

  async list(query: LedgerAccountListQuery): Promise<Page<LedgerAccount, string>> {
    const where: Prisma.LedgerAccountWhereInput = {};
    if (query.kind) where.kind = KIND_TO_ROW[query.kind];
    if (query.unit) where.unit = query.unit;
    if (query.playerId) where.playerId = query.playerId;
    if (query.after !== undefined) where.id = { gt: BigInt(query.after) };
    const rows = await this.db.client.ledgerAccount.findMany({ where, orderBy: { id: 'asc' }, take: query.limit + 1 });
    return toPage(rows.map(toDomain), query.limit, (account) => account.id);
  }
}

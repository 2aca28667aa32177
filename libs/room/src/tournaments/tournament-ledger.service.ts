import { Injectable } from '@nestjs/common';
import type { LedgerAccount, Tournament } from '@app/persistence';
import type { Actor } from '../audit/actor';
import { LedgerService } from '../ledger/ledger.service';
import type { PostingEntry } from '../ledger/posting';
import { chipsUnit } from '../ledger/units';

/** What a player pays for one entry, rebuy or add-on: the part for the prize pool and the house's fee. */
export interface Price {
  prize: bigint;
  fee: bigint;
}

export const tournamentReference = (tournamentId: string) => `tournament:${tournamentId}`;

/**
 * Every movement of a tournament's money and chips, each one ledger transaction keyed by its
 * cause (`tournament:<id>:entry:<entryId>:…`), so a retried request or job cannot move value
 * twice. Money and chips never meet in one transaction: an entry is a money posting (bankroll →
 * prize pool + house fees) and a chip posting (chip bank → the player's tournament chips),
 * linked by their reference. Callers run inside their own unit of work.
 */
@Injectable()
export class TournamentLedgerService {
  constructor(private readonly ledger: LedgerService) {}

  prizePool(t: Tournament): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'tournament-prize-pool', unit: t.currency, reference: tournamentReference(t.id) });
  }

  chipBank(t: Tournament): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'tournament-chip-bank', unit: chipsUnit(t.id), reference: tournamentReference(t.id) });
  }

  /** A player's chips away from any table (registered, not yet seated). */
  playerChips(t: Tournament, playerId: string): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'tournament-chips', unit: chipsUnit(t.id), playerId, reference: tournamentReference(t.id) });
  }

  /** Bankroll → prize pool and house fees. INSUFFICIENT_FUNDS when the bankroll holds less. */
  async collect(t: Tournament, playerId: string, price: Price, key: string, memo: string, actor?: Actor): Promise<void> {
    if (price.prize + price.fee === 0n) return; // a freeroll moves no money
    const bankroll = await this.ledger.ensureAccount({ kind: 'player-bankroll', unit: t.currency, playerId });
    const entries: PostingEntry[] = [{ accountId: bankroll.id, amount: -(price.prize + price.fee) }];
    if (price.prize > 0n) entries.push({ accountId: (await this.prizePool(t)).id, amount: price.prize });
    if (price.fee > 0n) entries.push({ accountId: (await this.houseFees(t)).id, amount: price.fee });
    await this.ledger.post(
      { kind: 'tournament-buy-in', unit: t.currency, reference: tournamentReference(t.id), memo, entries },
      { idempotencyKey: key, actor },
    );
  }

  /** The reverse of `collect`: prize pool and house fees → bankroll. */
  async refund(t: Tournament, playerId: string, price: Price, key: string, memo: string, actor?: Actor): Promise<void> {
    if (price.prize + price.fee === 0n) return;
    const bankroll = await this.ledger.ensureAccount({ kind: 'player-bankroll', unit: t.currency, playerId });
    const entries: PostingEntry[] = [{ accountId: bankroll.id, amount: price.prize + price.fee }];
    if (price.prize > 0n) entries.push({ accountId: (await this.prizePool(t)).id, amount: -price.prize });
    if (price.fee > 0n) entries.push({ accountId: (await this.houseFees(t)).id, amount: -price.fee });
    await this.ledger.post(
      { kind: 'tournament-refund', unit: t.currency, reference: tournamentReference(t.id), memo, entries },
      { idempotencyKey: key, actor },
    );
  }

  /** Chip bank → `toAccountId` (the player's tournament chips, or a seat stack). */
  async issueChips(t: Tournament, toAccountId: string, chips: bigint, key: string, memo: string, actor?: Actor): Promise<void> {
    const bank = await this.chipBank(t);
    await this.ledger.post(
      {
        kind: 'tournament-chips',
        unit: chipsUnit(t.id),
        reference: tournamentReference(t.id),
        memo,
        entries: [
          { accountId: bank.id, amount: -chips },
          { accountId: toAccountId, amount: chips },
        ],
      },
      { idempotencyKey: key, actor },
    );
  }

  /** `fromAccountId` → chip bank: chips leaving play (unregistration, the end of the tournament). */
  async returnChips(t: Tournament, fromAccountId: string, chips: bigint, key: string, memo: string, actor?: Actor): Promise<void> {
    if (chips === 0n) return;
    const bank = await this.chipBank(t);
    await this.ledger.post(
      {
        kind: 'tournament-chips',
        unit: chipsUnit(t.id),
        reference: tournamentReference(t.id),
        memo,
        entries: [
          { accountId: fromAccountId, amount: -chips },
          { accountId: bank.id, amount: chips },
        ],
      },
      { idempotencyKey: key, actor },
    );
  }

  /** House overlay → prize pool, once per tournament, when the guarantee is not reached. */
  async payOverlay(t: Tournament, amount: bigint): Promise<void> {
    if (amount === 0n) return;
    const overlay = await this.ledger.ensureAccount({ kind: 'house-overlay', unit: t.currency });
    const pool = await this.prizePool(t);
    await this.ledger.post(
      {
        kind: 'tournament-overlay',
        unit: t.currency,
        reference: tournamentReference(t.id),
        memo: `guarantee overlay for ${t.name}`,
        entries: [
          { accountId: overlay.id, amount: -amount },
          { accountId: pool.id, amount },
        ],
      },
      { idempotencyKey: `tournament:${t.id}:overlay` },
    );
  }

  /** Prize pool → the player's bankroll. */
  async payPrize(t: Tournament, entryId: string, playerId: string, amount: bigint, memo: string, actor?: Actor): Promise<void> {
    if (amount === 0n) return;
    const bankroll = await this.ledger.ensureAccount({ kind: 'player-bankroll', unit: t.currency, playerId });
    const pool = await this.prizePool(t);
    await this.ledger.post(
      {
        kind: 'tournament-prize',
        unit: t.currency,
        reference: `${tournamentReference(t.id)}:entry:${entryId}`,
        memo,
        entries: [
          { accountId: pool.id, amount: -amount },
          { accountId: bankroll.id, amount },
        ],
      },
      { idempotencyKey: `tournament:${t.id}:entry:${entryId}:prize`, actor },
    );
  }

  /**
   * A live event's float (kind `table-float`, reference `tournament:<id>`, the chips unit): the
   * chips won and lost at its tables that no count has given to anyone yet. A bust puts the busted
   * seat's stack here, a chip count takes from it what the counted stack gained (or gives back
   * what it lost); the last player left receives what it holds. It may go negative between counts.
   */
  liveFloat(t: Tournament): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'table-float', unit: chipsUnit(t.id), reference: tournamentReference(t.id) });
  }

  /** What the live float holds now (0 before it exists). */
  liveFloatBalance(t: Tournament): Promise<bigint> {
    return this.ledger.balanceOf({ kind: 'table-float', unit: chipsUnit(t.id), reference: tournamentReference(t.id) });
  }

  /** `amount` chips from one chip account of the tournament to another (a live event's floor input). */
  async moveChips(t: Tournament, fromAccountId: string, toAccountId: string, amount: bigint, key: string, memo: string, actor?: Actor): Promise<void> {
    if (amount === 0n) return;
    const [from, to, value] = amount > 0n ? [fromAccountId, toAccountId, amount] : [toAccountId, fromAccountId, -amount];
    await this.ledger.post(
      {
        kind: 'tournament-live-chips',
        unit: chipsUnit(t.id),
        reference: tournamentReference(t.id),
        memo,
        entries: [
          { accountId: from, amount: -value },
          { accountId: to, amount: value },
        ],
      },
      { idempotencyKey: key, actor },
    );
  }

  /** Every account of a player in the tournament's chips that holds any (off-table chips, seat stacks). */
  async chipAccountsOf(t: Tournament, playerId: string): Promise<LedgerAccount[]> {
    const page = await this.ledger.listAccounts({ unit: chipsUnit(t.id), playerId, limit: 200 });
    return page.items.filter((a) => a.balance > 0n);
  }

  private houseFees(t: Tournament): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'house-fees', unit: t.currency });
  }
}

import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@app/persistence';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { PlayersService } from '../players/players.service';
import type { CashMovementDto, TransferDto } from './dto/cash-movement.dto';
import type { TransactionView } from './dto/ledger.views';
import { LedgerError, LedgerErrorCode } from './ledger.error';
import { transactionView } from './ledger-views';
import { LedgerService } from './ledger.service';
import type { Posting, PostingResult } from './posting';
import { requestFingerprint } from '../idempotency/request-fingerprint';
import { requireCashUnit } from './units';

export interface CashierReceipt {
  transaction: TransactionView;
  /** The Idempotency-Key had been used for this very request before: nothing moved this time. */
  replayed: boolean;
}

/** API idempotency keys live in their own namespace, apart from keys other services derive. */
const apiIdempotencyKey = (header: string) => `api:${header}`;

/**
 * The cash desk: money into and out of player bankrolls through the cage, and transfers between
 * players. Each movement is one ledger transaction plus its audit record, in one unit of work.
 */
@Injectable()
export class CashierService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly players: PlayersService,
    private readonly audit: AuditService,
  ) {}

  /** Cash in: the cage gives, the player's bankroll receives. Only to active players. */
  async deposit(actor: Actor, input: CashMovementDto, idempotencyKey: string): Promise<CashierReceipt> {
    const unit = requireCashUnit(input.unit).code;
    const amount = BigInt(input.amount);
    return this.move(actor, 'deposit', { ...input }, idempotencyKey, async () => {
      await this.players.lockActive(input.playerId);
      const cage = await this.ledger.ensureAccount({ kind: 'cage', unit });
      const bankroll = await this.ledger.ensureAccount({ kind: 'player-bankroll', unit, playerId: input.playerId });
      return {
        kind: 'deposit',
        unit,
        reference: input.reference,
        memo: input.memo,
        entries: [
          { accountId: cage.id, amount: -amount },
          { accountId: bankroll.id, amount },
        ],
      };
    });
  }

  /** Cash out: the bankroll gives, the cage pays out. Deactivated players may still cash out. */
  async withdraw(actor: Actor, input: CashMovementDto, idempotencyKey: string): Promise<CashierReceipt> {
    const unit = requireCashUnit(input.unit).code;
    const amount = BigInt(input.amount);
    return this.move(actor, 'withdrawal', { ...input }, idempotencyKey, async () => {
      await this.players.get(input.playerId);
      const cage = await this.ledger.ensureAccount({ kind: 'cage', unit });
      const bankroll = await this.ledger.ensureAccount({ kind: 'player-bankroll', unit, playerId: input.playerId });
      return {
        kind: 'withdrawal',
        unit,
        reference: input.reference,
        memo: input.memo,
        entries: [
          { accountId: bankroll.id, amount: -amount },
          { accountId: cage.id, amount },
        ],
      };
    });
  }

  /** Between two active players' bankrolls in the same currency. */
  async transfer(actor: Actor, input: TransferDto, idempotencyKey: string): Promise<CashierReceipt> {
    const unit = requireCashUnit(input.unit).code;
    if (input.fromPlayerId === input.toPlayerId) throw new LedgerError(LedgerErrorCode.SAME_PLAYER_TRANSFER, 'a transfer needs two different players');
    const amount = BigInt(input.amount);
    return this.move(actor, 'transfer', { ...input }, idempotencyKey, async () => {
      // Both rows, in one order, so opposite transfers between the same two players cannot deadlock.
      for (const id of [input.fromPlayerId, input.toPlayerId].sort()) await this.players.lockActive(id);
      const from = await this.ledger.ensureAccount({ kind: 'player-bankroll', unit, playerId: input.fromPlayerId });
      const to = await this.ledger.ensureAccount({ kind: 'player-bankroll', unit, playerId: input.toPlayerId });
      return {
        kind: 'transfer',
        unit,
        reference: input.reference,
        memo: input.memo,
        entries: [
          { accountId: from.id, amount: -amount },
          { accountId: to.id, amount },
        ],
      };
    });
  }

  private move(
    actor: Actor,
    kind: string,
    request: Record<string, string | number | undefined>,
    idempotencyKey: string,
    prepare: () => Promise<Posting>,
  ): Promise<CashierReceipt> {
    const fingerprint = requestFingerprint({ operation: kind, ...request });
    return this.uow.run(async () => {
      const result: PostingResult = await this.ledger.postOnce({ idempotencyKey: apiIdempotencyKey(idempotencyKey), fingerprint, actor }, prepare);
      if (!result.replayed) {
        await this.audit.record(actor, `ledger.${kind}`, { type: 'ledger-transaction', id: result.transaction.id }, { ...request, idempotencyKey });
      }
      return { transaction: transactionView(result.transaction), replayed: result.replayed };
    });
  }
}

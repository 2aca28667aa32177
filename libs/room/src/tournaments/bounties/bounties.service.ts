import { Injectable } from '@nestjs/common';
import {
  BountyAward,
  HandRepository,
  LedgerAccount,
  Tournament,
  TournamentBountyAwardRepository,
  TournamentEntry,
  TournamentEntryRepository,
  TournamentRepository,
} from '@app/persistence';
import type { HistoryKnockout } from '@app/razz-engine';
import type { HistoryBounties } from '../../hands/tournament-table-policy';
import type { Actor } from '../../audit/actor';
import { LedgerService } from '../../ledger/ledger.service';
import { tournamentReference } from '../tournament-ledger.service';
import { TournamentError } from '../tournament.error';
import { knockoutWeights, KnockoutWeight, PotWin, splitBounty } from './bounty-shares';
import { BountyLeaderboardView, bountyLeaderboardView } from './dto/bounty.views';

/** What caused an award: an engine-dealt hand, a live event's bust input, the end, a deal. */
export type AwardCause = { handId: string } | { floorInputSeq: number } | { end: 'finish' | 'deal' };

const causeKey = (cause: AwardCause): string =>
  'handId' in cause ? `hand:${cause.handId}` : 'floorInputSeq' in cause ? `input:${cause.floorInputSeq}` : cause.end;

/**
 * Bounty money (docs/tournaments.md "Bounties and progressive knockouts"). Each entry's bounty part
 * sits in the tournament's bounty pool — a `tournament-prize-pool` account with reference
 * `tournament:<id>:bounties`, apart from the prize pool — and leaves it only as bounty cash: to an
 * eliminator, or to the last player(s) keeping their own. The pool always holds the bounties on
 * the heads of the entries still in, so it is zero once the tournament is over. Every posting is
 * keyed by its cause. Callers run inside their own unit of work with the tournament row locked.
 */
@Injectable()
export class BountiesService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly entries: TournamentEntryRepository,
    private readonly awards: TournamentBountyAwardRepository,
    private readonly hands: HandRepository,
    private readonly tournaments: TournamentRepository,
  ) {}

  bountyPool(t: Tournament): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'tournament-prize-pool', unit: t.currency, reference: bountyPoolReference(t.id) });
  }

  /** What the bounty pool holds now (0 before it exists). */
  poolBalance(t: Tournament): Promise<bigint> {
    return this.ledger.balanceOf({ kind: 'tournament-prize-pool', unit: t.currency, reference: bountyPoolReference(t.id) });
  }

  /** A new entry's bounty part: bankroll → bounty pool, and the bounty on the entry's head. */
  async collect(t: Tournament, entry: TournamentEntry, memo: string, actor?: Actor): Promise<TournamentEntry> {
    if (t.bountyKind === 'none' || t.bounty === 0n) return entry;
    await this.move(t, entry.playerId, -t.bounty, `tournament:${t.id}:entry:${entry.id}:bounty-in`, 'tournament-bounty-in', memo, actor);
    return entry.bounty === t.bounty ? entry : this.entries.update(entry.id, { bounty: t.bounty });
  }

  /** An unregistration or a cancellation: the entry's bounty part back to its bankroll. */
  async refund(t: Tournament, entry: TournamentEntry, memo: string, actor?: Actor): Promise<void> {
    if (t.bountyKind === 'none' || entry.bounty === 0n) return;
    await this.move(t, entry.playerId, entry.bounty, `tournament:${t.id}:entry:${entry.id}:bounty-refund`, 'tournament-bounty-refund', memo, actor);
    await this.entries.update(entry.id, { bounty: 0n });
  }

  /**
   * An engine-dealt hand's knockouts, before its busts are recorded (the busted entries still
   * live): each busted seat's bounty goes to the winners of the pots it was eligible for, by the
   * chips each won there (bounty-shares.ts). `busted`: the seats with no chips left.
   */
  async knockoutsOfHand(t: Tournament, handId: string, busted: readonly { seat: number; playerId: string }[]): Promise<void> {
    if (t.bountyKind === 'none' || busted.length === 0) return;
    const hand = await this.hands.findById(handId);
    if (!hand?.result) throw new Error(`tournament ${t.id}: hand ${handId} has no result to find its eliminators in`);
    const playerOf = new Map(hand.seats.map((s) => [s.seat, s.playerId]));
    for (const b of busted) {
      const bustedEntry = await this.entries.findLive(t.id, b.playerId);
      if (!bustedEntry) continue;
      const weights: KnockoutWeight<TournamentEntry>[] = [];
      for (const w of knockoutWeights(hand.result.pots, b.seat)) {
        const winner = await this.entries.findLive(t.id, playerOf.get(w.key) ?? '');
        if (winner) weights.push({ key: winner, weight: w.weight });
      }
      await this.knockout(t, bustedEntry, weights, { handId });
    }
  }

  /**
   * `busted`'s bounty shared among `eliminators` by weight (a live event's floor names them), then
   * 0 on the busted entry's head. Nobody to pay (cannot happen in a dealt hand): the player keeps it.
   */
  async knockout(t: Tournament, busted: TournamentEntry, eliminators: readonly KnockoutWeight<TournamentEntry>[], cause: AwardCause): Promise<BountyAward[]> {
    if (t.bountyKind === 'none') return [];
    const fresh = (await this.entries.findById(busted.id)) as TournamentEntry;
    if (fresh.bounty === 0n) return [];
    const shares = splitBounty(t.bountyKind, fresh.bounty, eliminators);
    if (shares.length === 0) return [await this.keepOwn(t, fresh, cause)];
    const made: BountyAward[] = [];
    for (const share of shares) {
      const winner = (await this.entries.findById(share.key.id)) as TournamentEntry;
      made.push(
        await this.awards.create({
          tournamentId: t.id,
          fromEntryId: fresh.id,
          toEntryId: winner.id,
          paid: share.paid,
          added: share.added,
          shareNum: share.shareNum,
          shareDen: share.shareDen,
          handId: 'handId' in cause ? cause.handId : null,
          floorInputSeq: 'floorInputSeq' in cause ? cause.floorInputSeq : null,
        }),
      );
      await this.payOut(t, winner, share.paid, fresh, cause);
      await this.entries.update(winner.id, { bounty: winner.bounty + share.added, bountyWon: winner.bountyWon + share.paid });
    }
    await this.entries.update(fresh.id, { bounty: 0n });
    return made;
  }

  /** The last player, or a player in a confirmed deal: paid the bounty on their own head. */
  async keepOwn(t: Tournament, entry: TournamentEntry, cause: AwardCause): Promise<BountyAward> {
    const fresh = (await this.entries.findById(entry.id)) as TournamentEntry;
    const award = await this.awards.create({
      tournamentId: t.id,
      fromEntryId: fresh.id,
      toEntryId: fresh.id,
      paid: fresh.bounty,
      added: 0n,
      shareNum: 1,
      shareDen: 1,
      handId: 'handId' in cause ? cause.handId : null,
      floorInputSeq: 'floorInputSeq' in cause ? cause.floorInputSeq : null,
    });
    await this.payOut(t, fresh, fresh.bounty, fresh, cause);
    await this.entries.update(fresh.id, { bounty: 0n, bountyWon: fresh.bountyWon + fresh.bounty });
    return award;
  }

  /** Every live entry keeps its own bounty (the end of the tournament, a confirmed deal). */
  async keepOwnAll(t: Tournament, entryIds: readonly string[], cause: AwardCause): Promise<void> {
    if (t.bountyKind === 'none') return;
    for (const id of entryIds) {
      const entry = await this.entries.findById(id);
      if (entry && entry.bounty > 0n) await this.keepOwn(t, entry, cause);
    }
  }

  /**
   * A live bust's undo: each award of `busted`'s bounty taken back exactly — the cash from the
   * winner's bankroll to the pool, the added half off the winner's bounty — and the bounty back on
   * the busted entry's head; the award rows go. `seq`: the undo's own input (the postings' key).
   */
  async reverseKnockout(t: Tournament, bustedEntryId: string, undoKey: string, actor?: Actor): Promise<void> {
    if (t.bountyKind === 'none') return;
    const awards = (await this.awards.listFrom(bustedEntryId)).filter((a) => a.toEntryId !== bustedEntryId);
    let restored = 0n;
    for (const a of awards) {
      const winner = (await this.entries.findById(a.toEntryId)) as TournamentEntry;
      if (a.paid > 0n)
        await this.move(
          t,
          winner.playerId,
          -a.paid,
          `tournament:${t.id}:bounty:${a.fromEntryId}:${a.toEntryId}:${undoKey}`,
          'tournament-bounty-undo',
          'bust undone: bounty back',
          actor,
        );
      await this.entries.update(winner.id, { bounty: winner.bounty - a.added, bountyWon: winner.bountyWon - a.paid });
      restored += a.paid + a.added;
    }
    await this.awards.deleteMany(awards.map((a) => a.id));
    const busted = (await this.entries.findById(bustedEntryId)) as TournamentEntry;
    await this.entries.update(busted.id, { bounty: busted.bounty + restored });
  }

  /** The bounty leaderboard of `GET /tournaments/{id}/bounties`: who has won what, the awards, the pool. */
  async leaderboard(tournamentId: string): Promise<BountyLeaderboardView> {
    const t = await this.tournaments.findById(tournamentId);
    if (!t) throw TournamentError.notFound(tournamentId);
    return bountyLeaderboardView(t, await this.entries.list(t.id), await this.awards.list(t.id), await this.poolBalance(t));
  }

  /**
   * The bounties on the heads of a finished hand's seats as it began (its history's seat lines) and
   * the knockouts it makes (its PokerStars bounty lines) — computed, before the
   * busts are recorded, by the same rule and from the same facts (the hand's pots, the bounties on
   * the heads now) as `knockoutsOfHand` pays them a moment later in the same unit of work.
   */
  async historyBounties(
    tournamentId: string,
    pots: readonly PotWin[],
    seats: readonly { seat: number; playerId: string; finalStack: number }[],
  ): Promise<HistoryBounties> {
    const t = await this.tournaments.findById(tournamentId);
    if (!t || t.bountyKind === 'none') return { seats: [], knockouts: [] };
    const bountyOf = new Map<number, bigint>();
    for (const s of seats) bountyOf.set(s.seat, (await this.entries.findLive(t.id, s.playerId))?.bounty ?? 0n);
    const heads = [...bountyOf].map(([seat, bounty]) => ({ seat, bounty: Number(bounty) }));
    const busted = seats.filter((s) => s.finalStack === 0);
    const lines: HistoryKnockout[] = [];
    for (const b of busted) {
      const shares = splitBounty(t.bountyKind, bountyOf.get(b.seat) ?? 0n, knockoutWeights(pots, b.seat));
      for (const share of shares) {
        const after = (bountyOf.get(share.key) ?? 0n) + share.added;
        bountyOf.set(share.key, after);
        const split = shares.length > 1;
        lines.push(
          t.bountyKind === 'progressive'
            ? { seat: share.key, eliminated: b.seat, amount: Number(share.paid), split, increase: Number(share.added), bounty: Number(after) }
            : { seat: share.key, eliminated: b.seat, amount: Number(share.paid), split },
        );
      }
    }
    return { seats: heads, knockouts: lines };
  }

  listAwards(t: Tournament): Promise<BountyAward[]> {
    return this.awards.list(t.id);
  }

  awardsFrom(entryId: string): Promise<BountyAward[]> {
    return this.awards.listFrom(entryId);
  }

  listAwardsOfHand(handId: string): Promise<BountyAward[]> {
    return this.awards.listForHand(handId);
  }

  private async payOut(t: Tournament, to: TournamentEntry, amount: bigint, from: TournamentEntry, cause: AwardCause): Promise<void> {
    if (amount === 0n) return;
    const memo = from.id === to.id ? `${t.name}: own bounty` : `${t.name}: bounty for eliminating ${from.screenName}`;
    await this.move(t, to.playerId, amount, `tournament:${t.id}:bounty:${from.id}:${to.id}:${causeKey(cause)}`, 'tournament-bounty', memo);
  }

  /** `amount` > 0: bounty pool → bankroll; < 0: bankroll → bounty pool. */
  private async move(t: Tournament, playerId: string, amount: bigint, key: string, kind: string, memo: string, actor?: Actor): Promise<void> {
    if (amount === 0n) return;
    const bankroll = await this.ledger.ensureAccount({ kind: 'player-bankroll', unit: t.currency, playerId });
    const pool = await this.bountyPool(t);
    await this.ledger.post(
      {
        kind,
        unit: t.currency,
        reference: tournamentReference(t.id),
        memo,
        entries: [
          { accountId: pool.id, amount: -amount },
          { accountId: bankroll.id, amount },
        ],
      },
      { idempotencyKey: key, actor },
    );
  }
}

/** The bounty pool's reference: a prize-pool account of its own beside the tournament's prize pool. */
export const bountyPoolReference = (tournamentId: string) => `${tournamentReference(tournamentId)}:bounties`;

import { Injectable } from '@nestjs/common';
import { BountyAward, TableLayout, Tournament, TournamentEntry, TournamentEntryRepository } from '@app/persistence';
import type { Actor } from '../../audit/actor';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import { BountiesService } from './bounties.service';
import type { KnockoutWeight } from './bounty-shares';

const err = (code: TournamentErrorCode, message: string) => new TournamentError(code, message);

/** What the floor said of one busted player: who eliminated them and with what weight. */
export interface NamedKnockout {
  playerId: string;
  eliminatedBy?: readonly { playerId: string; share?: number }[];
}

/** One busted player's eliminators, checked: their live entries and weights. */
export interface CheckedKnockout {
  playerId: string;
  eliminators: KnockoutWeight<TournamentEntry>[];
}

/**
 * A live bounty event's knockouts (docs/tournaments.md "Bounties and progressive knockouts"): the
 * floor names who busted each player — the pot's winner, or the winners of a split pot with their
 * shares. Checked before anything moves (an eliminator must be a player still in, seated at the
 * table of the hand, and not busted in it), paid with the bust, taken back exactly by its undo.
 */
@Injectable()
export class LiveBountiesService {
  constructor(
    private readonly bounties: BountiesService,
    private readonly entries: TournamentEntryRepository,
  ) {}

  /** Refuses what does not fit; answers each busted player's eliminators (none without bounties). */
  async check(t: Tournament, layout: readonly TableLayout[], tableId: string, busted: readonly NamedKnockout[]): Promise<CheckedKnockout[]> {
    if (t.bountyKind === 'none') {
      if (busted.some((b) => b.eliminatedBy !== undefined))
        throw err(TournamentErrorCode.BOUNTY_ELIMINATOR_INVALID, `tournament ${t.id} has no bounties: report busts without eliminatedBy`);
      return [];
    }
    const out = new Set(busted.map((b) => b.playerId));
    const table = layout.find((x) => x.tableId === tableId);
    const checked: CheckedKnockout[] = [];
    for (const b of busted) {
      if (!b.eliminatedBy || b.eliminatedBy.length === 0)
        throw err(
          TournamentErrorCode.BOUNTY_ELIMINATOR_REQUIRED,
          `a bounty event: name who eliminated player ${b.playerId} (eliminatedBy: the pot's winner, or a split pot's winners with their shares)`,
        );
      const eliminators: KnockoutWeight<TournamentEntry>[] = [];
      for (const e of b.eliminatedBy) {
        if (out.has(e.playerId))
          throw err(TournamentErrorCode.BOUNTY_ELIMINATOR_INVALID, `player ${e.playerId} is out in this hand: a busted player eliminates nobody`);
        const entry = await this.entries.findLive(t.id, e.playerId);
        if (!entry || !table?.seats.some((s) => s.playerId === e.playerId))
          throw err(
            TournamentErrorCode.BOUNTY_ELIMINATOR_INVALID,
            `player ${e.playerId} is not a player still in at the table of this hand: only a player who played the hand wins the bounty`,
          );
        eliminators.push({ key: entry, weight: BigInt(e.share ?? 1) });
      }
      checked.push({ playerId: b.playerId, eliminators });
    }
    return checked;
  }

  /** Pays the knockouts of one bust input, before the busts are recorded (the busted entries still live). */
  async award(t: Tournament, seq: number, knockouts: readonly CheckedKnockout[]): Promise<BountyAward[]> {
    const made: BountyAward[] = [];
    for (const k of knockouts) {
      const busted = await this.entries.findLive(t.id, k.playerId);
      if (busted) made.push(...(await this.bounties.knockout(t, busted, k.eliminators, { floorInputSeq: seq })));
    }
    return made;
  }

  /**
   * The undo of a bust input: refused when a bounty it paid has moved on since (a winner of it busted
   * or finished, so the half added to their bounty was paid again); else every award reversed.
   */
  async undo(t: Tournament, seq: number, bustedEntryIds: readonly string[], actor: Actor): Promise<void> {
    if (t.bountyKind === 'none') return;
    for (const id of bustedEntryIds) {
      for (const a of await this.bounties.awardsFrom(id)) {
        const winner = await this.entries.findById(a.toEntryId);
        if (a.toEntryId !== id && winner && winner.status !== 'playing' && winner.status !== 'registered')
          throw err(
            TournamentErrorCode.BUST_UNDO_BOUNTY_MOVED,
            `${winner.screenName} won a share of this bounty and is out (or has won) since: undo that bust first`,
          );
      }
    }
    for (const id of bustedEntryIds) await this.bounties.reverseKnockout(t, id, `floor:${seq}:undo`, actor);
  }
}

/** A bust input's awards as its stored `applied` record says them (amounts as strings). */
export function bountyRecord(a: BountyAward): { fromEntryId: string; toEntryId: string; paid: string; added: string; share: string } {
  return { fromEntryId: a.fromEntryId, toEntryId: a.toEntryId, paid: a.paid.toString(), added: a.added.toString(), share: `${a.shareNum}/${a.shareDen}` };
}

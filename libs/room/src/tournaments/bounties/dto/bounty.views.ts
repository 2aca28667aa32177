import { ApiProperty } from '@nestjs/swagger';
import type { BountyAward, Tournament, TournamentEntry } from '@app/persistence';
import { toJsonAmount } from '../../../common/amounts/json-amount';

export class BountyStandingView {
  @ApiProperty({ format: 'uuid' }) entryId!: string;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: 'integer', description: '1 for the first entry, 2 for the first re-entry…' }) entryNo!: number;
  @ApiProperty({ enum: ['registered', 'playing', 'busted', 'finished', 'unregistered', 'advanced'] }) status!: string;
  @ApiProperty({ type: Number, example: 2.5, description: 'Knockouts, a shared one counted as its share (1/2 + 1 + 1 = 2.5), to 3 decimals' })
  knockouts!: number;
  @ApiProperty({ type: [String], example: ['1/1', '1/2'], description: 'Each knockout as its exact share, oldest first' }) shares!: string[];
  @ApiProperty({ type: 'integer', description: 'Bounty cash paid to this entry, its own bounty at the end included (minor units)' }) bountyWon!: number;
  @ApiProperty({ type: 'integer', description: "The bounty on this entry's head now (minor units; 0 once out or paid)" }) bounty!: number;
}

export class BountyAwardView {
  @ApiProperty({ format: 'uuid', description: 'The busted entry (the same as toEntryId: a player paid their own bounty at the end or in a deal)' })
  fromEntryId!: string;
  @ApiProperty() fromScreenName!: string;
  @ApiProperty({ format: 'uuid' }) toEntryId!: string;
  @ApiProperty() toScreenName!: string;
  @ApiProperty({ example: '1/2', description: 'The share of the knockout' }) share!: string;
  @ApiProperty({ type: 'integer', description: 'Cash paid (minor units)' }) paid!: number;
  @ApiProperty({ type: 'integer', description: "Added to the winner's own bounty (PKO; minor units)" }) added!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The engine-dealt hand of the knockout' }) handId!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: "A live event's bust input (its seq)" }) floorInputSeq!: number | null;
  @ApiProperty() createdAt!: string;
}

export class BountyLeaderboardView {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ enum: ['none', 'fixed', 'progressive'] }) bountyKind!: string;
  @ApiProperty({ type: 'integer', description: 'The bounty part of each entry (minor units)' }) bounty!: number;
  @ApiProperty({ type: 'integer', description: 'Bounty money not paid out yet: the bounties on the heads of the players still in (minor units)' })
  pool!: number;
  @ApiProperty({ type: [BountyStandingView], description: 'Most bounty money won first, then most knockouts, then registration order' })
  standings!: BountyStandingView[];
  @ApiProperty({ type: [BountyAwardView], description: 'Every bounty payment, oldest first' }) awards!: BountyAwardView[];
}

export function bountyLeaderboardView(t: Tournament, entries: readonly TournamentEntry[], awards: readonly BountyAward[], pool: bigint): BountyLeaderboardView {
  const names = new Map(entries.map((e) => [e.id, e.screenName]));
  const standings = entries
    .filter((e) => e.status !== 'unregistered')
    .map((e, order) => {
      const won = awards.filter((a) => a.toEntryId === e.id && a.fromEntryId !== e.id);
      const knockouts = won.reduce((sum, a) => sum + a.shareNum / a.shareDen, 0);
      return {
        order,
        view: {
          entryId: e.id,
          playerId: e.playerId,
          screenName: e.screenName,
          entryNo: e.entryNo,
          status: e.status,
          knockouts: Math.round(knockouts * 1000) / 1000,
          shares: won.map((a) => `${a.shareNum}/${a.shareDen}`),
          bountyWon: toJsonAmount(e.bountyWon),
          bounty: toJsonAmount(e.bounty),
        },
        won: e.bountyWon,
      };
    })
    .sort((a, b) => (a.won === b.won ? b.view.knockouts - a.view.knockouts || a.order - b.order : a.won > b.won ? -1 : 1))
    .map((s) => s.view);
  return {
    tournamentId: t.id,
    bountyKind: t.bountyKind,
    bounty: toJsonAmount(t.bounty),
    pool: toJsonAmount(pool),
    standings,
    awards: awards.map((a) => ({
      fromEntryId: a.fromEntryId,
      fromScreenName: names.get(a.fromEntryId) ?? a.fromEntryId,
      toEntryId: a.toEntryId,
      toScreenName: names.get(a.toEntryId) ?? a.toEntryId,
      share: `${a.shareNum}/${a.shareDen}`,
      paid: toJsonAmount(a.paid),
      added: toJsonAmount(a.added),
      handId: a.handId,
      floorInputSeq: a.floorInputSeq,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

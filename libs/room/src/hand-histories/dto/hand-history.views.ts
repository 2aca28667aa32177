import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { HAND_HISTORY_FORMAT } from '@app/razz-engine';
import { StakesDto } from '../../tables/dto/stakes.dto';
import { CARD, PotResultView, SeatStackView } from '../../tables/dto/hand-view.views';
import { HAND_EVENT_SCHEMA, HandEventView } from './hand-event.views';
import { RuleSetView } from './rule-set.view';

/**
 * The OpenAPI shape of the engine's `HandHistory` (docs/hand-histories.md), the answer of
 * `GET /hands/{id}`. Amounts are chips as JSON integers; at a cash table one chip is
 * `money.minorUnitsPerChip` minor units of `money.currency`.
 */
export class HistoryCashMoney {
  @ApiProperty({ enum: ['cash'] }) kind!: 'cash';
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ example: '$' }) symbol!: string;
  @ApiProperty({ type: 'integer', example: 1 }) minorUnitsPerChip!: number;
}

export class HistoryChipsMoney {
  @ApiProperty({ enum: ['chips'], description: 'Tournament chips' }) kind!: 'chips';
}

export class HistoryTournamentView {
  @ApiProperty({ example: '1001' }) id!: string;
  @ApiProperty({ type: 'integer', description: 'Minor units of currency' }) buyIn!: number;
  @ApiProperty({ type: 'integer', description: 'Minor units of currency' }) fee!: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Minor units of currency' }) bounty?: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ example: '$' }) symbol!: string;
  @ApiProperty({ type: 'integer', description: 'The blind level, 1-based' }) level!: number;
}

export class HistoryTableView {
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer' }) maxSeats!: number;
}

export class HistoryGameView {
  @ApiProperty({ example: 'razz' }) id!: string;
  @ApiProperty({ example: 'Razz' }) name!: string;
  @ApiPropertyOptional({ example: 'HORSE', description: 'The mix, in a rotation' }) mix?: string;
}

export class HistorySeatView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ description: 'The screen name when the hand was dealt' }) name!: string;
  @ApiProperty({ type: 'integer', description: 'Chips at the start of the hand (before the ante)' }) stack!: number;
  @ApiPropertyOptional({ enum: [true], description: 'Present only when a bot played the seat (practice tables: docs/tables.md)' }) bot?: true;
  @ApiPropertyOptional({ type: 'integer', description: "A bounty tournament: the bounty on the player's head as the hand began (minor units)" })
  bounty?: number;
}

/** One bounty payment of the hand (docs/tournaments.md "Bounties and progressive knockouts"). */
export class HistoryKnockoutView {
  @ApiProperty({ type: 'integer', description: "The eliminator's seat" }) seat!: number;
  @ApiProperty({ type: 'integer', description: "The busted player's seat" }) eliminated!: number;
  @ApiProperty({ type: 'integer', description: 'Cash won (minor units of the tournament money)' }) amount!: number;
  @ApiProperty({ description: 'Shared with other eliminators (a split pot)' }) split!: boolean;
  @ApiPropertyOptional({ type: 'integer', description: "Progressive knockouts: added to the eliminator's own bounty" }) increase?: number;
  @ApiPropertyOptional({ type: 'integer', description: "Progressive knockouts: the eliminator's bounty after it" }) bounty?: number;
}

export class SeatDeltaView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'integer' }) delta!: number;
}

export class HistoryCollectedView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'integer' }) amount!: number;
}

export class HistoryOutcomeView {
  @ApiProperty({ enum: ['fold', 'showdown'] }) endedBy!: string;
  @ApiProperty({ type: 'integer', description: 'Antes + bets − uncalled bets returned' }) totalPot!: number;
  @ApiProperty({ type: 'integer' }) rake!: number;
  @ApiProperty({ type: [PotResultView], description: 'Pots as awarded (net of rake), main pot first' }) pots!: PotResultView[];
  @ApiProperty({ type: [HistoryCollectedView], description: 'Chips each winner collected over all pots, in seat order' }) collected!: HistoryCollectedView[];
  @ApiProperty({ type: [SeatStackView] }) stacks!: SeatStackView[];
  @ApiProperty({ type: [SeatDeltaView], description: 'Final stack − starting stack per seat; Σ delta + rake = 0' }) net!: SeatDeltaView[];
}

export class HistoryFairnessView {
  @ApiProperty({ example: 'f2c1…', description: "SHA-256 (hex) of the epoch's server seed, published before the epoch's first hand" })
  commitment!: string;
  @ApiProperty({ format: 'uuid', description: 'The seed epoch: its seed, once revealed (`GET /tables/{id}/seed-epochs`), checks this hand' })
  epoch!: string;
  @ApiProperty({ example: '1042', description: "The hand's room-wide serial as the shuffle used it (decimal)" }) nonce!: string;
  @ApiProperty({ example: '1=alice rolls 7;3=', description: '`<seat>=<seed>` for each seat dealt in, ascending, joined by `;`' })
  clientSeed!: string;
}

export class HistoryChainView {
  @ApiProperty({ type: String, nullable: true, description: "SHA-256 (hex) of the table's previous stored history; null for its first" })
  previous!: string | null;
  @ApiProperty({ description: "SHA-256 (hex) of this history's canonical form, `previous` included (docs/fairness.md)" }) hash!: string;
}

export class HandHistoryView {
  @ApiProperty({ enum: [HAND_HISTORY_FORMAT] }) format!: string;
  @ApiProperty({ example: '1042', description: 'The room-wide hand serial (`PokerStars Hand #`)' }) handId!: string;
  @ApiProperty({ type: HistoryTableView }) table!: HistoryTableView;
  @ApiProperty({ type: HistoryGameView }) game!: HistoryGameView;
  @ApiProperty({ type: RuleSetView }) rules!: RuleSetView;
  @ApiProperty({ type: StakesDto }) stakes!: StakesDto;
  @ApiProperty({ oneOf: [{ $ref: getSchemaPath(HistoryCashMoney) }, { $ref: getSchemaPath(HistoryChipsMoney) }] }) money!: HistoryCashMoney | HistoryChipsMoney;
  @ApiProperty({ type: HistoryTournamentView, nullable: true }) tournament!: HistoryTournamentView | null;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endedAt!: string | null;
  @ApiProperty({ type: 'integer' }) dealerSeat!: number;
  @ApiProperty({ type: [HistorySeatView], description: 'Every seat dealt in, in seat order' }) seats!: HistorySeatView[];
  @ApiProperty({ type: 'array', items: HAND_EVENT_SCHEMA, description: "The engine's event log, censored for the caller" }) events!: HandEventView[];
  @ApiProperty({ type: 'array', items: CARD, nullable: true, description: 'The deck as dealt: uncensored copies only' }) deck!: string[] | null;
  @ApiProperty({ type: 'array', items: CARD, nullable: true, description: 'The TDA reshuffle order: uncensored copies only' }) reshuffleOrder!: string[] | null;
  @ApiProperty({
    oneOf: [{ type: 'string', enum: ['all'] }, { type: 'integer' }],
    nullable: true,
    description: "Who the copy is for: 'all' (uncensored), a seat, or null (public)",
  })
  viewer!: 'all' | number | null;
  @ApiProperty({ type: HistoryOutcomeView }) outcome!: HistoryOutcomeView;
  @ApiPropertyOptional({ type: HistoryFairnessView, description: 'How the deck was shuffled: present on hands the provably fair shuffle dealt' })
  fairness?: HistoryFairnessView;
  @ApiPropertyOptional({ type: HistoryChainView, description: "The table's hash chain: present on every stored history since the chain began" })
  chain?: HistoryChainView;
  @ApiPropertyOptional({ type: [HistoryKnockoutView], description: "A bounty tournament's hand that busted someone: who won which bounty" })
  knockouts?: HistoryKnockoutView[];
}

/** Schemas reached only through `oneOf`, which Nest must be told about (`@ApiExtraModels`). */
export const HISTORY_ONE_OF_VIEWS = [HistoryCashMoney, HistoryChipsMoney];

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACTION_KINDS } from '@app/razz-engine';
import { StakesDto } from './stakes.dto';

/**
 * The OpenAPI shapes of the engine's per-seat hand view (`HandView` in libs/razz-engine, built by
 * `viewFor`). Amounts are chips as JSON integers (at a cash table one chip is one minor unit).
 * test/e2e/openapi-typed-client.e2e-spec.ts checks that the engine's own types fit them.
 */
export const STREETS = ['third', 'fourth', 'fifth', 'sixth', 'seventh', 'preflop', 'flop', 'turn', 'river'] as const;
/** A card as text: rank (A 2–9 T J Q K) then suit (c d h s), `As`, `Td`. */
export const CARD = { type: 'string', pattern: '^[A2-9TJQK][cdhs]$', example: 'As' } as const;

export class SeatAmountView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'integer' }) amount!: number;
}

export class SeatStackView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'integer' }) stack!: number;
}

export class HandSeatView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'integer' }) stack!: number;
  @ApiProperty({ type: 'integer', description: 'Chips bet on the current street, still in front of the player' }) streetBet!: number;
  @ApiProperty({ type: 'integer', description: 'Chips put in this hand in all' }) committed!: number;
  @ApiProperty() folded!: boolean;
  @ApiProperty() allIn!: boolean;
  @ApiProperty({
    type: 'array',
    items: { ...CARD, nullable: true },
    description: "Down cards (a flop game's hole cards); null for a card this viewer may not see",
  })
  down!: (string | null)[];
  @ApiProperty({ type: 'array', items: CARD }) up!: string[];
  @ApiPropertyOptional({ type: 'array', items: CARD, description: 'All cards in deal order, once shown at showdown (or to their owner)' }) cards?: string[];
}

export class HandPotView {
  @ApiProperty({ type: 'integer' }) amount!: number;
  @ApiProperty({ type: 'integer', isArray: true, description: 'Seats that may win it' }) eligible!: number[];
}

export class LegalActionView {
  @ApiProperty({ enum: ACTION_KINDS }) kind!: string;
  @ApiPropertyOptional({ type: 'integer', description: 'Smallest total to bet, raise or complete to' }) min?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Largest total' }) max?: number;
  @ApiPropertyOptional({ type: 'integer', isArray: true, description: 'Only these totals between min and max (the open-pair option of Seven-Card Stud)' })
  amounts?: number[];
}

export class PotShareView {
  @ApiProperty({ enum: ['high', 'low'] }) half!: string;
  @ApiProperty({ type: 'integer' }) amount!: number;
  @ApiProperty({ type: [SeatAmountView] }) winners!: SeatAmountView[];
}

export class PotResultView {
  @ApiProperty({ type: 'integer' }) amount!: number;
  @ApiProperty({ type: 'integer', isArray: true }) eligible!: number[];
  @ApiProperty({ type: [SeatAmountView], description: 'Chips per seat, both halves of a hi/lo pot added up' }) winners!: SeatAmountView[];
  @ApiPropertyOptional({ type: [PotShareView], description: 'Hi/lo games at showdown: the high and the low half' }) halves?: PotShareView[];
}

export class ShowdownEntryView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty() shown!: boolean;
  @ApiPropertyOptional({
    description: "A shown hand only: what it is, as its live `show` event said (`7-5-4-2-A`, a hi/lo game's `HI: …; LO: …`); a mucked hand has none",
    example: '7-5-4-2-A',
  })
  description?: string;
}

export class HandResultView {
  @ApiProperty({ enum: ['fold', 'showdown'] }) endedBy!: string;
  @ApiProperty({ type: [PotResultView] }) pots!: PotResultView[];
  @ApiProperty({ type: 'integer' }) rake!: number;
  @ApiProperty({ type: [ShowdownEntryView], description: 'Showing order; empty when the hand ended by folds' }) showdown!: ShowdownEntryView[];
  @ApiProperty({ type: [SeatStackView] }) stacks!: SeatStackView[];
}

export class BlindSeatsView {
  @ApiProperty({ type: 'integer', nullable: true, description: 'The small blind; null when it is dead (TDA dead button rule)' }) small!: number | null;
  @ApiProperty({ type: 'integer' }) big!: number;
}

export class HandView {
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ example: 'razz' }) game!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The seat this view is for; null: a spectator (or staff)' }) viewer!: number | null;
  @ApiProperty({ enum: STREETS }) street!: string;
  @ApiProperty({ type: StakesDto }) stakes!: StakesDto;
  @ApiProperty({ type: 'integer', description: 'Stud: the seat the deal starts after; flop games: the button (it may be an empty seat: a dead button)' })
  dealerSeat!: number;
  @ApiProperty({ type: BlindSeatsView, nullable: true, description: 'Flop games: who posted the blinds; null in stud games' }) blinds!: BlindSeatsView | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "Stud games: the seat that owed 3rd street's bring-in (it posted it or completed); null in flop games",
  })
  bringIn!: number | null;
  @ApiProperty({ type: [HandSeatView] }) seats!: HandSeatView[];
  @ApiProperty({ type: 'array', items: CARD, description: "A flop game's board; in stud, the community card when the deck ran short" }) community!: string[];
  @ApiProperty({ type: [HandPotView], description: 'Pots already in the middle (bets of the current street not included)' }) pots!: HandPotView[];
  @ApiProperty({ type: 'integer', description: 'Every chip in play this hand, current bets included' }) total!: number;
  @ApiProperty({ type: 'integer', nullable: true }) toAct!: number | null;
  @ApiProperty({ type: [LegalActionView], description: "The viewer's options, only on its turn (staff: whoever is to act)" }) legalActions!: LegalActionView[];
  @ApiProperty() over!: boolean;
  @ApiProperty({ type: HandResultView, nullable: true }) result!: HandResultView | null;
}

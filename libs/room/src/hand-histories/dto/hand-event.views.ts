import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { ACTION_KINDS } from '@app/razz-engine';
import { StakesDto } from '../../tables/dto/stakes.dto';
import { CARD, PotShareView, SeatAmountView, SeatStackView, STREETS } from '../../tables/dto/hand-view.views';
import { RuleSetView } from './rule-set.view';

/**
 * The OpenAPI shapes of the engine's hand events (`HandEvent`): one class per `type`, so a typed
 * client narrows on `event.type`. Amounts are chips as JSON integers.
 */
const CARD_OR_HIDDEN = { type: 'array', items: { ...CARD, nullable: true } } as const;
/** The discriminating `type`: one value per class, so a generated client narrows on it. */
const eventType = (name: string) => ApiProperty({ enum: [name] });

export class BlindPostView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ enum: ['big', 'small-and-big', 'dead-small'] }) kind!: string;
}

export class BlindPlanView {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null: a dead small blind' }) small!: number | null;
  @ApiProperty({ type: 'integer' }) big!: number;
  @ApiProperty({ type: [BlindPostView], description: "Blinds posted besides them: a new player's big blind, missed blinds" }) posts!: BlindPostView[];
}

export class HandStartedEvent {
  @eventType('hand-started') type!: 'hand-started';
  @ApiProperty({ example: 'razz' }) game!: string;
  @ApiProperty({ type: RuleSetView }) rules!: RuleSetView;
  @ApiProperty({ type: StakesDto }) stakes!: StakesDto;
  @ApiProperty({ type: 'integer', description: 'Stud: the seat the deal starts after; flop games: the button' }) dealerSeat!: number;
  @ApiProperty({ type: [SeatStackView] }) seats!: SeatStackView[];
  @ApiPropertyOptional({ type: BlindPlanView, description: 'Flop games: who posts the blinds' }) blinds?: BlindPlanView;
}

export class AnteEvent {
  @eventType('ante') type!: 'ante';
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'integer' }) amount!: number;
  @ApiProperty() allIn!: boolean;
}

export class BlindEvent {
  @eventType('blind') type!: 'blind';
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ enum: ['small', 'big', 'small-and-big', 'dead-small'] }) blind!: string;
  @ApiProperty({ type: 'integer', description: 'Chips posted in all' }) amount!: number;
  @ApiProperty({ type: 'integer', description: "Of which dead: in the pot, not part of the player's bet (a missed small blind)" }) dead!: number;
  @ApiProperty() allIn!: boolean;
}

export class StreetEvent {
  @eventType('street') type!: 'street';
  @ApiProperty({ enum: STREETS }) street!: string;
}

export class BurnEvent {
  @eventType('burn') type!: 'burn';
  @ApiProperty({ ...CARD, nullable: true, description: 'null unless the copy is uncensored' }) card!: string | null;
}

export class DealEvent {
  @eventType('deal') type!: 'deal';
  @ApiProperty({ enum: STREETS }) street!: string;
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ ...CARD_OR_HIDDEN, description: 'null per card for eyes that may not see it' }) down!: (string | null)[];
  @ApiProperty({ type: 'array', items: CARD }) up!: string[];
}

export class CommunityEvent {
  @eventType('community') type!: 'community';
  @ApiProperty({ enum: STREETS }) street!: string;
  @ApiProperty(CARD) card!: string;
}

export class BoardEvent {
  @eventType('board') type!: 'board';
  @ApiProperty({ enum: STREETS }) street!: string;
  @ApiProperty({ type: 'array', items: CARD, description: "A flop game's community cards of the street: three on the flop, one on the turn and the river" })
  cards!: string[];
}

export class StubFromBurnsEvent {
  @eventType('stub-from-burns') type!: 'stub-from-burns';
  @ApiProperty(CARD_OR_HIDDEN) cards!: (string | null)[];
}

export class StubReshuffledEvent {
  @eventType('stub-reshuffled') type!: 'stub-reshuffled';
  @ApiProperty(CARD_OR_HIDDEN) cards!: (string | null)[];
}

export class ActionEvent {
  @eventType('action') type!: 'action';
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ enum: ACTION_KINDS }) action!: string;
  @ApiProperty({ type: 'integer', description: "The seat's bet on this street after the action" }) to!: number;
  @ApiProperty({ type: 'integer', description: 'Chips the action put in' }) chips!: number;
  @ApiProperty() allIn!: boolean;
  @ApiPropertyOptional({ enum: [true], description: 'Taken by the action clock' }) automatic?: true;
}

export class UncalledReturnedEvent {
  @eventType('uncalled-returned') type!: 'uncalled-returned';
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'integer' }) amount!: number;
}

export class ShowEvent {
  @eventType('show') type!: 'show';
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'array', items: CARD }) cards!: string[];
  @ApiProperty({ example: '8-6-4-2-A' }) description!: string;
  @ApiProperty({ description: 'How the PokerStars text names the hand' }) starsText!: string;
}

export class MuckEvent {
  @eventType('muck') type!: 'muck';
  @ApiProperty({ type: 'integer' }) seat!: number;
}

export class RakeEvent {
  @eventType('rake') type!: 'rake';
  @ApiProperty({ type: 'integer' }) amount!: number;
}

export class PotAwardedEvent {
  @eventType('pot-awarded') type!: 'pot-awarded';
  @ApiProperty({ type: 'integer', description: '0: the main pot, then side pots' }) pot!: number;
  @ApiProperty({ type: 'integer' }) amount!: number;
  @ApiProperty({ type: 'integer', isArray: true }) eligible!: number[];
  @ApiProperty({ type: [SeatAmountView] }) winners!: SeatAmountView[];
  @ApiPropertyOptional({ type: [PotShareView] }) halves?: PotShareView[];
}

export class HandEndedEvent {
  @eventType('hand-ended') type!: 'hand-ended';
  @ApiProperty({ enum: ['fold', 'showdown'] }) endedBy!: string;
  @ApiProperty({ type: [SeatStackView] }) stacks!: SeatStackView[];
}

export const HAND_EVENT_VIEWS = [
  HandStartedEvent,
  AnteEvent,
  BlindEvent,
  StreetEvent,
  BurnEvent,
  DealEvent,
  CommunityEvent,
  BoardEvent,
  StubFromBurnsEvent,
  StubReshuffledEvent,
  ActionEvent,
  UncalledReturnedEvent,
  ShowEvent,
  MuckEvent,
  RakeEvent,
  PotAwardedEvent,
  HandEndedEvent,
];

export type HandEventView = InstanceType<(typeof HAND_EVENT_VIEWS)[number]>;

/** `items` of an event list: exactly one of the event shapes. */
export const HAND_EVENT_SCHEMA = { oneOf: HAND_EVENT_VIEWS.map((view) => ({ $ref: getSchemaPath(view) })) };

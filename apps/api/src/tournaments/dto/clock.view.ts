import { ApiProperty } from '@nestjs/swagger';
import type { ClockState, Tournament } from '@app/persistence';
import { levelName } from '@app/tournament-core';
import { toJsonAmount } from '../../common/amounts/json-amount';
import { wallReading } from '../clock-math';
import { addOnOpen, levelAtItem, rebuyOpen, registrationOpen } from '../tournament-rules';

/** Who is left and how many chips they hold, for the clock and the lobby. */
export interface Standing {
  playersLeft: number;
  /** Every chip issued and not yet returned: what the players hold between them. */
  chipsInPlay: bigint;
}

export class ClockItemView {
  @ApiProperty({ enum: ['level', 'break'] })
  kind!: 'level' | 'break';

  @ApiProperty({ description: 'For a break: the level it follows' })
  level!: number;

  @ApiProperty({ example: 'Level IV' })
  name!: string;

  @ApiProperty({ nullable: true, type: Object, example: { ante: 10, bringIn: 25, smallBet: 100, bigBet: 200 } })
  stakes!: { ante: number; bringIn: number; smallBet: number; bigBet: number } | null;

  @ApiProperty()
  minutes!: number;
}

export class ClockView {
  @ApiProperty({ format: 'uuid' })
  tournamentId!: string;

  @ApiProperty({ example: 'running' })
  status!: string;

  @ApiProperty({ description: 'False before the start and after the end' })
  started!: boolean;

  @ApiProperty()
  paused!: boolean;

  @ApiProperty({ type: ClockItemView, nullable: true, description: 'The level (or break) hands are dealt at now' })
  current!: ClockItemView | null;

  @ApiProperty({ description: 'Time left in the current item; 0 while its level-up is due' })
  remainingMs!: number;

  @ApiProperty({ type: ClockItemView, nullable: true })
  next!: ClockItemView | null;

  @ApiProperty({ type: String, nullable: true, description: 'When the next item starts if nobody pauses' })
  nextChangeAt!: string | null;

  @ApiProperty()
  playersLeft!: number;

  @ApiProperty({ description: 'Entries taken (re-entries included)' })
  entries!: number;

  @ApiProperty({ description: 'Chips in play ÷ players left, rounded down (0 with nobody left)' })
  averageStack!: number;

  @ApiProperty()
  chipsInPlay!: number;

  @ApiProperty({ description: 'Minor units: the final pool once known, else max(collected, guarantee)' })
  prizePool!: number;

  @ApiProperty()
  registrationOpen!: boolean;

  @ApiProperty()
  rebuyOpen!: boolean;

  @ApiProperty()
  addOnOpen!: boolean;
}

function itemView(t: Tournament, index: number): ClockItemView | null {
  const item = t.structure.items[index];
  if (!item) return null;
  const level = levelAtItem(t.structure, index);
  if (item.kind === 'break') return { kind: 'break', level, name: `Break after ${levelName(level)}`, stakes: null, minutes: item.minutes };
  return { kind: 'level', level, name: levelName(level), stakes: { ...item.stakes }, minutes: item.minutes };
}

export function buildClockView(t: Tournament, clock: ClockState | null, standing: Standing, now: number): ClockView {
  const pool = t.payouts ? t.payouts.prizePool : t.collected > t.guarantee ? t.collected : t.guarantee;
  const base = {
    tournamentId: t.id,
    status: t.status,
    playersLeft: standing.playersLeft,
    entries: t.entriesCount,
    averageStack: standing.playersLeft === 0 ? 0 : toJsonAmount(standing.chipsInPlay / BigInt(standing.playersLeft)),
    chipsInPlay: toJsonAmount(standing.chipsInPlay),
    prizePool: toJsonAmount(pool),
    registrationOpen: registrationOpen(t, clock?.itemIndex ?? null),
    rebuyOpen: rebuyOpen(t, clock?.itemIndex ?? null),
    addOnOpen: addOnOpen(t, clock?.itemIndex ?? null),
  };
  if (!clock) return { ...base, started: false, paused: false, current: null, remainingMs: 0, next: null, nextChangeAt: null };
  const wall = wallReading(t.structure, clock, now);
  const next = itemView(t, clock.itemIndex + 1);
  // The wall clock may be past the stored item while its level-up job is on its way.
  const caughtUp = wall.current.index === clock.itemIndex;
  return {
    ...base,
    started: true,
    paused: clock.pausedAt !== null,
    current: itemView(t, clock.itemIndex),
    remainingMs: caughtUp ? wall.remainingMs : 0,
    next,
    nextChangeAt: caughtUp && wall.changesAt !== null && next ? new Date(wall.changesAt).toISOString() : null,
  };
}

import { ApiProperty } from '@nestjs/swagger';
import type { ClockState, Tournament } from '@app/persistence';
import { GAMES, PRESET_GAME, PresetName, Stakes } from '@app/razz-engine';
import { addOnOpen, levelAtItem, levelName, rebuyOpen, registrationOpen, wallReading } from '@app/tournament-core';
import { toJsonAmount } from '../../common/amounts/json-amount';
import { StakesDto } from '../../tables/dto/stakes.dto';
import { gameOfLevel, tournamentMix } from '../tournament-games';

/** Who is left and how many chips they hold, for the clock and the lobby. */
export interface Standing {
  playersLeft: number;
  /** Every chip issued and not yet returned: what the players hold between them. */
  chipsInPlay: bigint;
}

/** The game a level deals (mixed tournaments change it by level). */
export class LevelGameView {
  @ApiProperty({ example: 'stud', description: 'The engine preset' })
  preset!: string;

  @ApiProperty({ example: 'stud', description: 'The engine game: razz, stud, stud8, holdem, omaha, omaha8' })
  game!: string;

  @ApiProperty({ example: 'Seven-Card Stud' })
  name!: string;
}

export class ClockItemView {
  @ApiProperty({ enum: ['level', 'break'] })
  kind!: 'level' | 'break';

  @ApiProperty({ type: 'integer', description: 'For a break: the level it follows' })
  level!: number;

  @ApiProperty({ example: 'Level IV' })
  name!: string;

  @ApiProperty({ nullable: true, type: StakesDto, description: "A level's stakes; null for a break" })
  stakes!: Stakes | null;

  @ApiProperty({ type: 'integer' })
  minutes!: number;

  @ApiProperty({ type: LevelGameView, description: 'The game a level deals; for a break, the game of the level after it (what the next hand will be)' })
  game!: LevelGameView;
}

export class ClockView {
  @ApiProperty({ format: 'uuid' })
  tournamentId!: string;

  @ApiProperty({ example: 'running' })
  status!: string;

  @ApiProperty({ description: 'False before the start and after the end' })
  started!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Triple Stud',
    description: 'Mixed tournaments (levels deal more than one game): the name hand histories give the mix; null otherwise',
  })
  mix!: string | null;

  @ApiProperty()
  paused!: boolean;

  @ApiProperty({ type: ClockItemView, nullable: true, description: 'The level (or break) hands are dealt at now' })
  current!: ClockItemView | null;

  @ApiProperty({ type: 'integer', description: 'Time left in the current item; 0 while its level-up is due' })
  remainingMs!: number;

  @ApiProperty({ type: ClockItemView, nullable: true })
  next!: ClockItemView | null;

  @ApiProperty({ type: String, nullable: true, description: 'When the next item starts if nobody pauses' })
  nextChangeAt!: string | null;

  @ApiProperty({ type: 'integer' })
  playersLeft!: number;

  @ApiProperty({ type: 'integer', description: 'Entries taken (re-entries included)' })
  entries!: number;

  @ApiProperty({ type: 'integer', description: 'Chips in play ÷ players left, rounded down (0 with nobody left)' })
  averageStack!: number;

  @ApiProperty({ type: 'integer' })
  chipsInPlay!: number;

  @ApiProperty({ type: 'integer', description: 'Minor units: the final pool once known, else max(collected, guarantee)' })
  prizePool!: number;

  @ApiProperty()
  registrationOpen!: boolean;

  @ApiProperty()
  rebuyOpen!: boolean;

  @ApiProperty()
  addOnOpen!: boolean;
}

function gameView(preset: string): LevelGameView {
  const game = PRESET_GAME[preset as PresetName] ?? 'razz';
  return { preset, game, name: GAMES[game]?.name ?? game };
}

function itemView(t: Tournament, index: number): ClockItemView | null {
  const item = t.structure.items[index];
  if (!item) return null;
  const level = levelAtItem(t.structure, index);
  if (item.kind === 'break')
    return {
      kind: 'break',
      level,
      name: `Break after ${levelName(level)}`,
      stakes: null,
      minutes: item.minutes,
      game: gameView(gameOfLevel(t.structure, level + 1)),
    };
  return { kind: 'level', level, name: levelName(level), stakes: { ...item.stakes }, minutes: item.minutes, game: gameView(gameOfLevel(t.structure, level)) };
}

export function buildClockView(t: Tournament, clock: ClockState | null, standing: Standing, now: number): ClockView {
  const pool = t.payouts ? t.payouts.prizePool : t.collected > t.guarantee ? t.collected : t.guarantee;
  const base = {
    tournamentId: t.id,
    status: t.status,
    mix: tournamentMix(t.structure),
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

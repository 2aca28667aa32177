/**
 * One game a table deals — its own, or one of its schedule's — resolved from a preset, rule
 * options and stakes, and checked the way the engine will deal it: a table whose game the engine
 * would refuse is never created.
 */
import type { TableGame } from '@app/persistence';
import {
  DEFAULT_RULES,
  GAMES,
  isFlopVariant,
  isPresetName,
  PRESET_GAME,
  PRESET_NAMES,
  RuleSet,
  rulesFor,
  seededRng,
  StakesFields,
  stakesForGame,
  startHand,
} from '@app/razz-engine';
import { variantFor } from '../hands/hand-rules';
import { TableError, TableErrorCode } from './table.error';

const RULE_FIELDS = new Set(Object.keys(DEFAULT_RULES).filter((key) => key !== 'maxSeats'));

export const invalidSettings = (message: string) => new TableError(TableErrorCode.INVALID_TABLE_SETTINGS, message);

/** What a request says about one game; `label` names it in messages (`schedule.games[1] (stud)`), '' for a one-game table. */
export interface GameRequest {
  label: string;
  preset: string;
  rules: Record<string, unknown> | undefined;
  stakes: StakesFields;
}

export interface TableShape {
  kind: 'cash' | 'tournament';
  maxSeats: number;
  /** A cash game's tables collect time (docs/cash-games.md); a table made by hand has nobody to collect it. */
  allowTimeRake: boolean;
}

const prefixed = (label: string, message: string) => (label === '' ? message : `${label}: ${message}`);

function rulesOf(request: GameRequest, table: TableShape): RuleSet {
  const overrides = request.rules ?? {};
  const say = (message: string) => invalidSettings(prefixed(request.label, message));
  const unknown = Object.keys(overrides).filter((key) => !RULE_FIELDS.has(key));
  if (unknown.length > 0) throw say(`unknown rule option(s): ${unknown.join(', ')} (maxSeats is a table setting)`);
  if (table.kind === 'tournament' && 'rake' in overrides) throw say('tournament tables take no rake');
  if (!isPresetName(request.preset)) throw say(`unknown preset ${JSON.stringify(request.preset)}; use one of ${PRESET_NAMES.join(', ')}`);
  // Stud deals around 8 or 9 seats whatever the table's size; a flop game around the table's own seats.
  const maxSeats = isFlopVariant(variantFor(request.preset)) ? table.maxSeats : table.maxSeats > 8 ? 9 : 8;
  const rules = { ...rulesFor(request.preset, overrides as Partial<RuleSet>, table.kind), maxSeats } as RuleSet;
  if (rules.rake?.kind === 'time' && !table.allowTimeRake)
    throw say('time collection is set on a cash game (POST /cash-games with timeCollection): a table made by hand takes none or percentage rake');
  return rules;
}

/**
 * The game with its complete RuleSet (tournament defaults at a tournament table), after a dry deal
 * at a full table: the engine checks the rules, the stakes (a stud game's ante and bring-in, a
 * flop game's blinds; their sizes) and the seat count exactly as it will when the table deals.
 */
export function resolveGame(request: GameRequest, table: TableShape): TableGame {
  const rules = rulesOf(request, table);
  const preset = request.preset as keyof typeof PRESET_GAME;
  const game = PRESET_GAME[preset];
  const given = stakesForGame(variantFor(preset), rules, request.stakes);
  if (!given.ok) throw invalidSettings(prefixed(request.label, given.message));
  const stakes = given.stakes;
  const seats = Array.from({ length: table.maxSeats }, (_, i) => ({ seat: i + 1, stack: 1_000_000 }));
  const limit = GAMES[game]?.seatLimits(rules).max ?? 0;
  if (limit < table.maxSeats) throw invalidSettings(prefixed(request.label, `${game} seats at most ${limit} players, the table has ${table.maxSeats} seats`));
  const dry = startHand({ game: variantFor(preset), rules, stakes, seats, rng: seededRng(1) });
  if (!dry.ok) throw invalidSettings(prefixed(request.label, dry.error.message));
  return { preset, game, rules, stakes };
}

import { gameForPreset, gameStakesProblem, isBlindStakes, isPresetName, PRESET_NAMES, type PresetName, type Stakes } from '@app/razz-engine';
import { fail, isIntAtLeast, ok, type CoreResult } from '../result';
import { levelName } from './level-name';
import type { Structure, StructureItem } from './structure';

type Problem = CoreResult<never> | null;

/**
 * Checks a structure before it is used: a name; at least one level; whole-minute durations ≥ 1;
 * breaks only between levels; a level's game, when named, one of the engine's presets; stakes that
 * fit the level's game (stud: integers, ante ≥ 0, 0 < bring-in < small bet < big bet; flop games:
 * 0 < small blind ≤ big blind ≤ small bet ≤ big bet, in fixed limit the big blind one small bet);
 * limits that rise every level (small and big bet strictly; the forced bets never fall, compared
 * with the last level of the same kind of game: ante and bring-in, or blinds and ante); chip races
 * (TDA R24) that only remove chips no later level needs.
 * @example
 * const r = validateStructure({ name: 'x', items: [{ kind: 'level', minutes: 0, stakes }] });
 * // r.ok === false, r.error.code === 'LEVEL_DURATION'
 */
export function validateStructure(structure: Structure): CoreResult<Structure> {
  if (typeof structure?.name !== 'string' || structure.name.trim() === '') {
    return fail('STRUCTURE_NAME', 'a structure needs a non-empty name');
  }
  if (!Array.isArray(structure.items)) return fail('INVALID_INPUT', 'structure.items must be an array');
  return checkItems(structure.items) ?? checkPlacement(structure.items) ?? checkRising(structure.items) ?? checkChipRaces(structure.items) ?? ok(structure);
}

/** "item 3 (Level II)" or "item 4 (break)": messages point at what the director typed. */
function where(items: readonly StructureItem[], index: number): string {
  const item = items[index];
  if (item?.kind !== 'level') return `item ${index + 1} (break)`;
  const level = items.slice(0, index + 1).filter((i) => i.kind === 'level').length;
  return `item ${index + 1} (${levelName(level)})`;
}

function checkItems(items: readonly StructureItem[]): Problem {
  let game: PresetName = 'razz';
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as StructureItem;
    if (item?.kind !== 'level' && item?.kind !== 'break') return fail('INVALID_INPUT', `item ${i + 1}: kind must be 'level' or 'break'`);
    if (!isIntAtLeast(item.minutes, 1)) {
      return fail('LEVEL_DURATION', `${where(items, i)}: minutes must be a whole number ≥ 1, got ${String(item.minutes)}`);
    }
    if (item.kind === 'level') {
      if (item.game !== undefined && !isPresetName(item.game)) {
        return fail('LEVEL_GAME', `${where(items, i)}: game must be one of ${PRESET_NAMES.join(', ')}, got ${JSON.stringify(item.game)}`);
      }
      game = (item.game as PresetName | undefined) ?? game;
      const dealt = gameForPreset(game);
      const problem = gameStakesProblem(dealt.game.variant, dealt.rules, item.stakes);
      if (problem !== null) return fail('LEVEL_STAKES', `${where(items, i).replace(/\)$/, `, ${game})`)}: ${problem}`);
    }
  }
  return null;
}

function checkPlacement(items: readonly StructureItem[]): Problem {
  if (!items.some((i) => i.kind === 'level')) return fail('STRUCTURE_EMPTY', 'a structure needs at least one level');
  if (items[0]?.kind === 'break') return fail('BREAK_PLACEMENT', 'a structure must start with a level, not a break');
  if (items[items.length - 1]?.kind === 'break')
    return fail('BREAK_PLACEMENT', 'a structure must end with a level: the last level runs until the tournament ends');
  for (let i = 1; i < items.length; i++) {
    if (items[i]?.kind === 'break' && items[i - 1]?.kind === 'break')
      return fail('BREAK_PLACEMENT', `${where(items, i)}: two breaks in a row; merge them into one`);
  }
  return null;
}

/** The forced bets of a level, named as the messages say them: ante and bring-in, or the blinds and ante. */
function forcedBets(s: Stakes): [string, number][] {
  if (isBlindStakes(s)) {
    return [
      ['small blind', s.smallBlind],
      ['big blind', s.bigBlind],
      ['ante', s.ante ?? 0],
    ];
  }
  return [
    ['ante', s.ante],
    ['bring-in', s.bringIn],
  ];
}

/** Why a level's forced bets fall below those of the last level of the same kind of game (stud, or flop), or null. */
function fallingForcedBets(s: Stakes, p: Stakes): string | null {
  const before = new Map(forcedBets(p));
  const fallen = forcedBets(s).filter(([name, amount]) => amount < (before.get(name) ?? 0));
  if (fallen.length === 0) return null;
  const now = fallen.map(([name, amount]) => `${name} ${amount}`).join(' and ');
  const then = fallen.map(([name]) => before.get(name)).join(' and ');
  return `${now} must not fall below the previous level's ${then}`;
}

function checkRising(items: readonly StructureItem[]): Problem {
  let previous: Stakes | null = null;
  const lastOfKind: { stud: Stakes | null; flop: Stakes | null } = { stud: null, flop: null };
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as StructureItem;
    if (item.kind !== 'level') continue;
    const s = item.stakes;
    if (previous !== null && !(s.smallBet > previous.smallBet && s.bigBet > previous.bigBet)) {
      return fail(
        'LEVEL_BETS_NOT_INCREASING',
        `${where(items, i)}: limits ${s.smallBet}/${s.bigBet} must be higher than the previous level's ${previous.smallBet}/${previous.bigBet}`,
      );
    }
    const kind = isBlindStakes(s) ? 'flop' : 'stud';
    const same = lastOfKind[kind];
    const fallen = same === null ? null : fallingForcedBets(s, same);
    if (fallen !== null) return fail('LEVEL_BETS_NOT_INCREASING', `${where(items, i)}: ${fallen}`);
    previous = s;
    lastOfKind[kind] = s;
  }
  return null;
}

function checkChipRaces(items: readonly StructureItem[]): Problem {
  let chip = 1;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as StructureItem;
    if (item.kind === 'break' && item.chipRace !== undefined) {
      const next = item.chipRace?.smallestChip;
      if (!isIntAtLeast(next, chip + 1)) {
        return fail(
          'CHIP_RACE',
          `${where(items, i)}: chipRace.smallestChip must be a whole number above the previous smallest chip ${chip}, got ${String(next)}`,
        );
      }
      chip = next;
    }
    if (item.kind === 'level') {
      const amounts = [...forcedBets(item.stakes).map(([, amount]) => amount), item.stakes.smallBet, item.stakes.bigBet];
      const odd = amounts.find((amount) => amount % chip !== 0);
      if (odd !== undefined) return fail('CHIP_RACE', `${where(items, i)}: ${odd} cannot be paid once the smallest chip is ${chip}`);
    }
  }
  return null;
}

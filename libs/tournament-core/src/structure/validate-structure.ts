import { isPresetName, PRESET_NAMES, stakesProblem, type Stakes } from '@app/razz-engine';
import { fail, isIntAtLeast, ok, type CoreResult } from '../result';
import { levelName } from './level-name';
import type { Structure, StructureItem } from './structure';

type Problem = CoreResult<never> | null;

/**
 * Checks a structure before it is used: a name; at least one level; whole-minute durations ≥ 1;
 * breaks only between levels; valid stakes (integers, ante ≥ 0, 0 < bring-in < small bet < big
 * bet); limits that rise every level (small and big bet strictly, ante and bring-in never fall);
 * chip races (TDA R24) that only remove chips no later level needs; a level's game, when named, one
 * of the engine's presets.
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
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as StructureItem;
    if (item?.kind !== 'level' && item?.kind !== 'break') return fail('INVALID_INPUT', `item ${i + 1}: kind must be 'level' or 'break'`);
    if (!isIntAtLeast(item.minutes, 1)) {
      return fail('LEVEL_DURATION', `${where(items, i)}: minutes must be a whole number ≥ 1, got ${String(item.minutes)}`);
    }
    if (item.kind === 'level') {
      const problem = stakesProblem(item.stakes);
      if (problem !== null) return fail('LEVEL_STAKES', `${where(items, i)}: ${problem}`);
      if (item.game !== undefined && !isPresetName(item.game)) {
        return fail('LEVEL_GAME', `${where(items, i)}: game must be one of ${PRESET_NAMES.join(', ')}, got ${JSON.stringify(item.game)}`);
      }
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

function checkRising(items: readonly StructureItem[]): Problem {
  let previous: Stakes | null = null;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as StructureItem;
    if (item.kind !== 'level') continue;
    const s = item.stakes;
    if (previous !== null) {
      const p: Stakes = previous;
      if (!(s.smallBet > p.smallBet && s.bigBet > p.bigBet)) {
        return fail(
          'LEVEL_BETS_NOT_INCREASING',
          `${where(items, i)}: limits ${s.smallBet}/${s.bigBet} must be higher than the previous level's ${p.smallBet}/${p.bigBet}`,
        );
      }
      if (s.ante < p.ante || s.bringIn < p.bringIn) {
        return fail(
          'LEVEL_BETS_NOT_INCREASING',
          `${where(items, i)}: ante ${s.ante} and bring-in ${s.bringIn} must not fall below the previous level's ${p.ante} and ${p.bringIn}`,
        );
      }
    }
    previous = s;
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
      const { ante, bringIn, smallBet, bigBet } = item.stakes;
      const odd = [ante, bringIn, smallBet, bigBet].find((amount) => amount % chip !== 0);
      if (odd !== undefined) return fail('CHIP_RACE', `${where(items, i)}: ${odd} cannot be paid once the smallest chip is ${chip}`);
    }
  }
  return null;
}

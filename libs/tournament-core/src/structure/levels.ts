import type { Structure } from './structure';

/** Position in `structure.items` of level `level` (1-based), or -1 when there is no such level. */
export function levelItemIndex(structure: Structure, level: number): number {
  let seen = 0;
  return structure.items.findIndex((item) => item.kind === 'level' && ++seen === level);
}

export function levelCount(structure: Structure): number {
  return structure.items.filter((item) => item.kind === 'level').length;
}

/** The level an item belongs to: a level's own number, or for a break the level before it. */
export function levelAtItem(structure: Structure, itemIndex: number): number {
  return structure.items.slice(0, itemIndex + 1).filter((item) => item.kind === 'level').length;
}

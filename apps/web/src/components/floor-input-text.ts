import type { FloorInput } from '../api/types';
import { formatChips } from '../format/amounts';

/** Names for the ids an input carries: players by id (every entry, busted ones too), tables by id. */
export interface FloorNames {
  player: (playerId: string) => string;
  table: (tableId: string) => string;
}

/** What the floor sent or the server applied is an open object in the API's document: read with checks. */
function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];
}

function chips(value: unknown): string {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(n) ? formatChips(n) : '?';
}

function stacks(rows: Record<string, unknown>[], names: FloorNames): string {
  return rows.map((r) => `${names.player(String(r.playerId))} ${chips(r.chips)}`).join(' · ');
}

export const FLOOR_INPUT_KINDS: Record<FloorInput['kind'], string> = {
  bust: 'Bust',
  'chip-count': 'Chip count',
  'colour-up': 'Chip race',
  'hand-done': 'Hand done',
};

/** One input in words, as the floor said it: `Alice out at table 2 seat 3 (9,500 chips)`, `Bob 12,000 · Carol 8,000`. */
export function floorInputText(item: FloorInput, names: FloorNames): string {
  const input = item.input as Record<string, unknown>;
  const applied = item.applied as Record<string, unknown>;
  switch (item.kind) {
    case 'bust': {
      const busts = list(applied.busts);
      if (busts.length === 0)
        return list(input.players)
          .map((p) => `${names.player(String(p.playerId))} out`)
          .join(', ');
      return busts
        .map((b) => `${names.player(String(b.playerId))} out at table ${String(b.table)} seat ${String(b.seat)} (${chips(b.chips)} chips)`)
        .join('; ');
    }
    case 'chip-count':
      return stacks(list(input.counts), names);
    case 'colour-up': {
      const removed = input.removedChip === null || input.removedChip === undefined ? '' : `${chips(input.removedChip)}s out of play: `;
      return `${removed}${stacks(list(input.stacks), names)}`;
    }
    case 'hand-done':
      return `table ${typeof applied.table === 'number' ? applied.table : names.table(String(input.tableId))}, hand-for-hand round ${String(applied.round ?? '?')}`;
  }
}

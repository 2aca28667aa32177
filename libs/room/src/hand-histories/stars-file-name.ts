import { formatStarsTime, HandHistory } from '@app/razz-engine';

/** Characters file systems refuse (Windows is the strictest) and control characters become `_`. */
function safeForFileName(name: string): string {
  return [...name].map((c) => (c < ' ' || c === '\u007f' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
}

/**
 * A file name in PokerStars' style, `HH20110417 Salm IX.txt`: the ET date of the first hand and
 * the table's name, or `razz-room` when the file holds several tables' hands. `histories` in the
 * file's order (oldest first).
 */
export function starsFileName(histories: readonly HandHistory[]): string {
  const first = histories[0];
  if (!first) return 'HH razz-room.txt';
  const date = formatStarsTime(first.startedAt).slice(0, 10).replaceAll('/', '');
  const oneTable = histories.every((h) => h.table.name === first.table.name);
  return `HH${date} ${safeForFileName(oneTable ? first.table.name : 'razz-room')}.txt`;
}

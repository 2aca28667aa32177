/** The check of a finished tournament's places, shared by the bot tests and `npm run sim:tournament`. */

/**
 * Places 1…N, each taken once: a shared range (players busting in one hand with equal starting
 * stacks, or in one hand-for-hand round) is held by exactly as many players as it has places, and
 * the distinct ranges tile 1…N with no gap and no overlap.
 */
export function placeProblemsOf(entries: readonly { place: number | null; placeTo: number | null }[], players: number): string[] {
  const problems: string[] = [];
  const members = new Map<string, { from: number; to: number; count: number }>();
  for (const e of entries) {
    if (e.place === null || e.placeTo === null) {
      problems.push('an entry without a place');
      continue;
    }
    const key = `${e.place}-${e.placeTo}`;
    const range = members.get(key) ?? { from: e.place, to: e.placeTo, count: 0 };
    range.count++;
    members.set(key, range);
  }
  let next = 1;
  for (const r of [...members.values()].sort((a, b) => a.from - b.from)) {
    if (r.to - r.from + 1 !== r.count) problems.push(`places ${r.from}-${r.to} held by ${r.count}`);
    if (r.from !== next) problems.push(r.from < next ? `places ${r.from}-${r.to} overlap the range before` : `places ${next}-${r.from - 1} taken by nobody`);
    next = Math.max(next, r.to + 1);
  }
  if (next !== players + 1) problems.push(`places ${next}-${players} taken by nobody`);
  return problems;
}

/**
 * Checks on a PokerStars hand text read with plain regexes, independent of the parser: the
 * engine's round-trip test and the API's e2e tests use the same oracle.
 */

/** Reads amounts straight from the text: `$0.04` → 4, `50` → 50. */
function chips(text: string): number {
  return text.startsWith('$') ? Math.round(Number(text.slice(1)) * 100) : Number(text);
}

/**
 * A flop game's big blind as the header states it: the small bet in fixed limit
 * (`Hold'em Limit ($2/$4 USD)`: $2), the second amount in pot and no limit (`($0.01/$0.02 USD)`).
 */
function bigBlindOf(header: string): number {
  const stakes = /\((?:[^()]*, )?(\S+?)\/(\S+?)(?: [A-Z]{3})?\)(?: - )/.exec(header) ?? /Level \S+ \((\S+)\/(\S+)\)/.exec(header);
  if (!stakes) return 0;
  return chips(/ (?:Pot|No) Limit[ ,)]/.test(header) ? (stakes[2] as string) : (stakes[1] as string));
}

/**
 * What one line puts in: the chips, and how many of them are the player's bet on the street (a
 * raise states its street total; a flop game's blinds are live bets but for the dead small blind of
 * `posts small & big blinds` and of a second `posts small blind`; antes are dead).
 */
function putIn(rest: string, before: number, bigBlind: number, smallPosted: boolean): { chips: number; live: number } | null {
  const m = /^(?:posts (the ante|small blind|big blind|small & big blinds)|brings in for|bets|calls) (\S+)|^raises \S+ to (\S+)/.exec(rest);
  if (!m) return null;
  if (m[3] !== undefined) return { chips: chips(m[3]) - before, live: chips(m[3]) - before };
  const amount = chips(m[2] as string);
  if (m[1] === 'the ante' || (m[1] === 'small blind' && smallPosted)) return { chips: amount, live: 0 };
  return { chips: amount, live: m[1] === 'small & big blinds' ? Math.min(amount, bigBlind) : amount };
}

/**
 * The format's invariants (docs/hand-history-format.md, summary), as problems found (empty = fine): antes + blinds + bets − uncalled = total pot,
 * collected + rake = total pot, and one summary line per seat dealt in — but for a hand mucked at
 * showdown whose cards the copy does not show (its `mucks hand` line is all the text says of it),
 * and for the last seat standing when it collected nothing (no ante and the bring-in came back,
 * or the rake took the pot): PokerStars writes no `collected` for nothing, and no other line fits.
 */
export function starsTextProblems(text: string): string[] {
  const lines = text.split('\n');
  const names = lines.flatMap((l) => /^Seat \d+: (.+) \(\S+ in chips\)$/.exec(l)?.[1] ?? []).sort((a, b) => b.length - a.length);
  const summaryAt = lines.indexOf('*** SUMMARY ***');
  const bigBlind = bigBlindOf(lines[0] ?? '');
  let put = 0;
  let smallPosted = false;
  let street = new Map<string, number>();
  for (const line of lines.slice(0, summaryAt)) {
    // The blinds are bets of the street the hole cards open: `*** HOLE CARDS ***` keeps them.
    if (line.startsWith('*** ') && line !== '*** HOLE CARDS ***') street = new Map();
    const name = names.find((n) => line.startsWith(`${n}: `));
    const rest = name === undefined ? '' : line.slice(name.length + 2);
    const added = name === undefined ? null : putIn(rest, street.get(name) ?? 0, bigBlind, smallPosted);
    if (name !== undefined && added) {
      street.set(name, (street.get(name) ?? 0) + added.live);
      put += added.chips;
      if (rest.startsWith('posts small blind')) smallPosted = true;
    }
    const back = /^Uncalled bet \((\S+)\) returned to /.exec(line);
    if (back) put -= chips(back[1] as string);
  }
  const total = /^Total pot (\S+) .*\| Rake (\S+)$/.exec(lines[summaryAt + 1] ?? '');
  const collected = lines.flatMap((l) => /^.+ collected (\S+) from (?:pot|main pot|side pot(?:-\d+)?)$/.exec(l)?.[1] ?? []).reduce((s, a) => s + chips(a), 0);
  const summaryLines = lines.slice(summaryAt).filter((l) => l.startsWith('Seat '));
  const unseenMuck = (seat: string, name: string): boolean => lines.includes(`${name}: mucks hand`) && !summaryLines.some((l) => l.startsWith(`${seat}: `));
  const wonNothing = (seat: string, name: string): boolean =>
    !lines.includes('*** SHOW DOWN ***') &&
    !lines.includes(`${name}: folds`) &&
    !lines.some((l) => l.startsWith(`${name} collected `)) &&
    !summaryLines.some((l) => l.startsWith(`${seat}: `));
  const seats = lines.flatMap((l) => {
    const m = /^(Seat \d+): (.+) \(\S+ in chips\)$/.exec(l);
    return m && !unseenMuck(m[1] as string, m[2] as string) && !wonNothing(m[1] as string, m[2] as string) ? [m[1] as string] : [];
  });
  const summarySeats = summaryLines.map((l) => l.split(':')[0]);
  const problems: string[] = [];
  if (!total || put !== chips(total[1] as string)) problems.push(`antes + bets − uncalled = ${put}, total pot line: ${lines[summaryAt + 1]}`);
  if (total && collected + chips(total[2] as string) !== chips(total[1] as string)) problems.push(`collected ${collected} + rake ≠ total pot`);
  if (seats.join() !== summarySeats.join()) problems.push(`summary seats ${summarySeats.join()} ≠ seats ${seats.join()}`);
  return problems;
}

/** Every card inside square brackets (dealt, shown, mucked, board). */
export function bracketCards(text: string): string[] {
  return [...text.matchAll(/\[([^\]]*)\]/g)].flatMap((m) => (m[1] as string).split(' '));
}

/** `$0`, `$0.00`, `€0` as a whole amount (not `$0.04`). */
const ZERO_CASH = /[$€£]0(?:\.0+)?(?![.\d])/;
/** A chip amount of 0 in a tournament hand: ` 0 `, `(0)`, a line ending in ` 0` (not `10`, not a time `0:59:59`). */
const ZERO_CHIPS = /(?:^|[ (])0(?=$|[ ).,])/;

/**
 * Lines that write an amount of nothing: PokerStars never writes `collected $0`, `won ($0)` or
 * `collected (0)`, so neither may the export. The `Total pot … | Rake …` line is left out: it states the pot and
 * the rake, and those can be 0 (`Rake $0`, `Rake 0` in the real files; an empty pot when no ante
 * was posted and the bring-in came back).
 */
export function zeroAmountLines(text: string): string[] {
  const lines = text.split('\n');
  const zero = / Tournament #/.test(lines[0] ?? '') ? ZERO_CHIPS : ZERO_CASH;
  return lines.filter((l) => !l.startsWith('Total pot ') && zero.test(l));
}

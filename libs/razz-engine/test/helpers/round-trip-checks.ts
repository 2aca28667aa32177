/**
 * The round trip of a hand history, engine → PokerStars text → parsed → replayed, checked on every
 * copy a hand has (the uncensored one without a hero and with one, each player's, the public one):
 * what history-round-trip.spec.ts (stud) and flop-history-round-trip.spec.ts (flop games) both ask.
 */
import { censorFor, exportStars, HandHistory, HistoryViewer, parseStarsHand, replayStars, RuleSet } from '../../src';
import { bracketCards, starsTextProblems, zeroAmountLines } from './stars-text-checks';

/** Every copy: the uncensored one (staff) without a hero and with the first seat as hero, each player's, the public one. */
export type Copy = HistoryViewer | 'all+hero';

export function viewers(h: HandHistory): Copy[] {
  return ['all', 'all+hero', ...h.seats.map((s) => s.seat), null];
}

export function textOf(h: HandHistory, viewer: Copy): string {
  if (viewer === 'all') return exportStars(h);
  if (viewer === 'all+hero') return exportStars(h, { hero: h.seats[0]?.seat });
  return exportStars(censorFor(h, viewer));
}

/** Down (hole) cards of other seats that never showed, which `viewer`'s text must not contain. */
function secretsFrom(h: HandHistory, viewer: number | null): Set<string> {
  const shown = new Set(h.events.flatMap((e) => (e.type === 'show' ? [e.seat] : [])));
  return new Set(h.events.flatMap((e) => (e.type === 'deal' && e.seat !== viewer && !shown.has(e.seat) ? e.down.flatMap((c) => c ?? []) : [])));
}

/** Copies that do not parse, replay to another outcome or lose the fairness or chain link, or whose replayed history exports another text. */
export function roundTripFailures(hands: readonly HandHistory[], rules: Partial<RuleSet>): string[] {
  const failures: string[] = [];
  for (const h of hands) {
    for (const viewer of viewers(h)) {
      const text = textOf(h, viewer);
      const parsed = parseStarsHand(text);
      if (!parsed.ok) {
        failures.push(`${h.handId}/${viewer}: line ${parsed.error.line}: ${parsed.error.message}`);
        continue;
      }
      const report = replayStars(parsed.value, { rules });
      if (!report.ok) failures.push(`${h.handId}/${viewer}: ${JSON.stringify(report.disagreements)}`);
      else if (JSON.stringify(report.history?.outcome) !== JSON.stringify(h.outcome)) failures.push(`${h.handId}/${viewer}: other outcome`);
      else if (JSON.stringify([report.history?.fairness, report.history?.chain]) !== JSON.stringify([h.fairness, h.chain]))
        failures.push(`${h.handId}/${viewer}: other fairness or chain link`);
      else if (exportStars(report.history as HandHistory) !== text) failures.push(`${h.handId}/${viewer}: the replayed history exports another text`);
    }
  }
  return failures;
}

/** The pot, collected and summary invariants on every copy's text, and no amount of nothing written. */
export function textInvariantProblems(hands: readonly HandHistory[]): string[] {
  return hands.flatMap((h) =>
    viewers(h).flatMap((v) => {
      const text = textOf(h, v);
      return [...starsTextProblems(text), ...zeroAmountLines(text).map((l) => `zero amount: ${l}`)].map((p) => `${h.handId}/${v}: ${p}`);
    }),
  );
}

/** Cards of another seat that never showed, found in a player's or the public text. */
export function leakedCards(hands: readonly HandHistory[]): string[] {
  return hands.flatMap((h) =>
    [...h.seats.map((s) => s.seat), null].flatMap((viewer) => {
      const secrets = secretsFrom(h, viewer);
      return bracketCards(exportStars(censorFor(h, viewer)))
        .filter((c) => secrets.has(c))
        .map((c) => `${h.handId}/${viewer}: ${c}`);
    }),
  );
}

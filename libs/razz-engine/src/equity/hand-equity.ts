import { dealCount } from './deal-count';
import { equityReport } from './equity-report';
import type { EquityInput, EquityResult } from './equity-types';
import { exactEquity } from './exact-equity';
import { monteCarloEquity } from './monte-carlo-equity';
import { parseEquityInput } from './parse-equity-input';

/**
 * The equity of each live stud hand: its expected share of the pot (ties split), the chance it
 * wins the pot alone and that it splits it, and in Stud Eight-or-Better the scoop and the high
 * and low shares. Unknown cards (`'??'`, an opponent's down cards in a player's view) and the
 * cards still to come are drawn from the unseen cards. With at most `maxExactDeals` possible
 * deals every deal is enumerated (`method.kind: 'exact'`, with integer `counts`); otherwise
 * `samples` deals are drawn with `seededRng(seed)` (`'monte-carlo'`, with each figure's 95 %
 * `halfWidth`). Invalid input is refused as a value (`EquityErrorCode`), never thrown.
 * @example
 * const r = handEquity({ game: 'razz', hands: [['As', '2d', '3c', '7h', 'Kd'], ['Kh', 'Qd', '7s', '5c', '4d']], dead: ['4c'] });
 * if (r.ok) r.value.hands.map((h) => h.share); // two numbers adding up to 1, from C(41, 2) · C(39, 2) = 607,620 deals
 * handEquity({ game: 'razz', hands: [['As', '2d', '3c']] });
 * // { ok: false, error: { code: 'TOO_FEW_HANDS', message: 'equity needs at least 2 live hands, got 1' } }
 */
export function handEquity(input: EquityInput): EquityResult {
  const parsed = parseEquityInput(input);
  if (!parsed.ok) return parsed;
  const { spot, options } = parsed;
  const deals = dealCount(spot);
  if (deals <= options.maxExactDeals) {
    return { ok: true, value: equityReport(spot, { kind: 'exact', deals }, exactEquity(spot)) };
  }
  const { samples, seed } = options;
  return { ok: true, value: equityReport(spot, { kind: 'monte-carlo', deals, samples, seed }, monteCarloEquity(spot, samples, seed)) };
}

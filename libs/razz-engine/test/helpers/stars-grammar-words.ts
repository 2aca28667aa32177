/**
 * The words of the PokerStars line grammar (stars-line-grammar.ts) as regular-expression
 * sources: cards, times, game names, amounts and the words of shown hands, written from the real
 * hands in the reference histories and the facts fpdb's PokerStars regular expressions encode.
 */

export const CARD = '[2-9TJQKA][cdhs]';
export const CARDS = `${CARD}(?: ${CARD})*`;
const TIME = '\\d{4}/\\d\\d/\\d\\d \\d{1,2}:\\d\\d:\\d\\d';
/** `2009/11/26 10:24:42 ET` or a local time first: `2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]`. */
export const STAMP = `(?:${TIME} ET|${TIME} [A-Z]{2,5} \\[${TIME} ET\\])`;
export const STUD_GAMES = '(?:Razz|7 Card Stud|7 Card Stud Hi/Lo)';
export const FLOP_GAMES = "(?:Hold'em|Omaha|Omaha Hi/Lo)";
export const LIMITS = '(?:Limit|Pot Limit|No Limit)';
export const MIXES = "(?:HORSE|HOSE|8-Game|Triple Stud|Mixed Hold'em)";
export const ROMAN = '[IVXLC]+';
/** `$0.04`, `$1` (whole amounts without cents), `$1,000.50` never: PokerStars writes no thousands separator here. */
export const CASH = '[$€£](?:0|[1-9]\\d*)(?:\\.\\d\\d)?';
export const CHIPS = '(?:0|[1-9]\\d*)';
/** An amount won: PokerStars writes no collected line, and no `won`/`collected` part, for nothing. */
export const CASH_WON = '[$€£](?:[1-9]\\d*(?:\\.\\d\\d)?|0\\.(?:0[1-9]|[1-9]\\d))';
export const CHIPS_WON = '[1-9]\\d*';
const RANK_WORDS = '(?:Deuces|Threes|Fours|Fives|Sixes|Sevens|Eights|Nines|Tens|Jacks|Queens|Kings|Aces)';
const RANK_WORD = '(?:Deuce|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace)';
/** What the show and summary lines say of a high hand (no kickers, as PokerStars writes it). */
export const HIGH = [
  `high card ${RANK_WORD}`,
  `a pair of ${RANK_WORDS}`,
  `two pair, ${RANK_WORDS} and ${RANK_WORDS}`,
  `three of a kind, ${RANK_WORDS}`,
  `a straight, ${RANK_WORD} to ${RANK_WORD}`,
  `a flush, ${RANK_WORD} high`,
  `a full house, ${RANK_WORDS} full of ${RANK_WORDS}`,
  `four of a kind, ${RANK_WORDS}`,
  `a straight flush, ${RANK_WORD} to ${RANK_WORD}`,
  'a Royal Flush',
].join('|');
/** A flop game's show line only: the kicker against an earlier hand of the same words (`- King+Jack kicker`, `- lower kicker`). */
export const KICKER = `(?: - (?:lower|${RANK_WORD}(?:\\+${RANK_WORD}){0,3}) kicker)?`;
/** `8,6,4,3,2`: five ranks, the highest first. */
export const LOW = '[2-9TJQKA](?:,[2-9TJQKA]){4}';

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

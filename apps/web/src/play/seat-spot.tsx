import { PlayCards } from './play-cards';
import type { SeatPlace } from './seat-layout';
import type { HandSeat, TableSeat } from './types';

/** What a seat owes at a flop-game cash table, in words. */
const BLIND_DEBT: Readonly<Record<string, string>> = { big: 'a big blind', small: 'a dead small blind', both: 'both blinds' };

export interface SeatMarks {
  me: boolean;
  toAct: boolean;
  /** Badges beside the name: `Button`, `SB`, `BB`, `Bring-in`. */
  badges: string[];
  /** The seat's last action this hand, in words. */
  lastAction: string | null;
  /** The hand it showed at the showdown, in words. */
  shown: string | null;
}

/** One seat around the oval: who sits there, their stack and bet, their cards, and what they did last. */
export function SeatSpot(props: {
  place: SeatPlace;
  seat: TableSeat | undefined;
  hand: HandSeat | undefined;
  marks: SeatMarks;
  /** A hand is on (or just over): a seat without cards in it waits for the next. */
  dealing: boolean;
  amount: (n: number) => string;
}) {
  const { place, seat, hand, marks } = props;
  const style = { '--dx': String(place.dx), '--dy': String(place.dy) };
  if (!seat)
    return (
      <div class="play-seat play-seat-empty" style={style} data-testid={`play-seat-${place.seat}`}>
        Seat {place.seat} · open
      </div>
    );
  const state = [
    hand?.folded && 'folded',
    hand?.allIn && 'all-in',
    seat.sittingOut && 'sitting out',
    seat.leaving && 'leaving',
    seat.blindDebt !== 'none' && (seat.waitForBigBlind ? 'waits for the big blind' : `posts ${BLIND_DEBT[seat.blindDebt]} next hand`),
    !hand && props.dealing && !seat.sittingOut && 'waiting for the next hand',
  ].filter(Boolean);
  const classes = ['play-seat', marks.me && 'play-seat-me', marks.toAct && 'play-seat-to-act', hand?.folded && 'play-seat-folded'].filter(Boolean).join(' ');
  // A shown hand's cards, when its down cards were hidden before: the view's `cards` once shown.
  const showCards = hand?.cards && hand.down.some((c) => c === null) ? hand.cards : null;
  return (
    <div class={classes} style={style} data-testid={`play-seat-${place.seat}`} aria-current={marks.toAct ? 'true' : undefined}>
      <p class="play-seat-name">
        <span data-testid="name">{seat.screenName}</span>
        {marks.me && <span class="play-badge"> you</span>}
        {seat.bot && <span class="play-badge"> bot</span>}
      </p>
      {marks.badges.length > 0 && <p class="play-badge play-badge-position">{marks.badges.join(' · ')}</p>}
      <p class="play-seat-stack">
        <span data-testid="stack">{props.amount(hand?.stack ?? seat.stack)}</span>
        {marks.toAct && <strong class="play-turn"> · to act</strong>}
      </p>
      {hand && (
        <div class="play-seat-cards" data-testid="cards">
          {showCards ? (
            <PlayCards cards={showCards} label="cards shown" testId="shown-cards" />
          ) : (
            <>
              <PlayCards cards={hand.down} label={marks.me ? 'your down cards' : 'down cards'} testId="down-cards" down />
              <PlayCards cards={hand.up} label="up cards" testId="up-cards" />
            </>
          )}
        </div>
      )}
      {hand && hand.streetBet > 0 && (
        <p class="play-seat-bet" data-testid="bet">
          Bet {props.amount(hand.streetBet)}
        </p>
      )}
      {marks.lastAction && <p class="play-seat-action">{marks.lastAction}</p>}
      {marks.shown && <p class="play-seat-action">Shows {marks.shown}</p>}
      {state.length > 0 && <p class="play-seat-state muted">{state.join(', ')}</p>}
    </div>
  );
}

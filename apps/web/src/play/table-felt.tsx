import { ActionClock } from './action-clock';
import { PlayCards } from './play-cards';
import { seatPlaces } from './seat-layout';
import { SeatSpot, type SeatMarks } from './seat-spot';
import { gameName } from './table-amounts';
import type { HandNotes } from './table-feed';
import type { HandSummary, TableView } from './types';

const STREETS: Readonly<Record<string, string>> = {
  third: '3rd street',
  fourth: '4th street',
  fifth: '5th street',
  sixth: '6th street',
  seventh: '7th street',
  preflop: 'Preflop',
  flop: 'Flop',
  turn: 'Turn',
  river: 'River',
};

const ACTIONS: Readonly<Record<string, string>> = {
  fold: 'Folds',
  check: 'Checks',
  call: 'Calls',
  'bring-in': 'Brings in',
  complete: 'Completes to',
  bet: 'Bets',
  raise: 'Raises to',
};

function badgesOf(hand: HandSummary | null | undefined, seat: number, notes: HandNotes | null): string[] {
  if (!hand) return [];
  const view = hand.view;
  const badges: string[] = [];
  if (view.blinds) {
    if (view.dealerSeat === seat) badges.push('Button');
    if (view.blinds.small === seat) badges.push('SB');
    if (view.blinds.big === seat) badges.push('BB');
  } else {
    // The view names the bring-in seat (after a reload too); a live bring-in event says it as well.
    const bringIn = view.bringIn ?? (notes?.handId === hand.id ? notes.bringIn : null);
    if (bringIn === seat) badges.push('Bring-in');
  }
  return badges;
}

/** The table drawn as a table: seats around an oval, the pots, the board and whose turn it is in the middle. */
export function TableFelt(props: { table: TableView; mySeat: number | null; notes: HandNotes | null; amount: (n: number) => string }) {
  const { table, mySeat, notes } = props;
  const hand = table.hand ?? null;
  const view = hand?.view ?? null;
  const running = hand?.status === 'running' && view !== null && !view.over;
  const handNotes = notes && hand && notes.handId === hand.id ? notes : null;
  const toAct = running ? view.toAct : null;
  const toActName = table.seats.find((s) => s.seat === toAct)?.screenName ?? `Seat ${toAct}`;
  const places = seatPlaces(table.maxSeats, mySeat);
  return (
    <section class="play-felt" aria-label={`Table ${table.name}`} data-testid="play-felt">
      <div class="play-oval" aria-hidden="true" />
      <div class="play-centre" data-testid="play-centre">
        {view && (
          <p class="play-street">
            Hand #{hand?.number} · {gameName(view.game)} · {view.over ? 'over' : (STREETS[view.street] ?? view.street)}
          </p>
        )}
        {!view && <p class="play-street">Waiting for the first hand</p>}
        {view && view.community.length > 0 && <PlayCards cards={view.community} label={view.blinds ? 'board' : 'community card'} testId="board" />}
        {view && (
          <p class="play-pots" data-testid="pots">
            {view.pots.map((pot, i) => (
              <span key={i}>
                {i === 0 ? 'Pot' : `Side pot ${i}`} {props.amount(pot.amount)}
                {' · '}
              </span>
            ))}
            <span>In play {props.amount(view.total)}</span>
          </p>
        )}
        {running && toAct !== null && <ActionClock deadlineAt={hand?.deadlineAt ?? null} who={toActName} me={toAct === mySeat} />}
      </div>
      {places.map((place) => {
        const seat = table.seats.find((s) => s.seat === place.seat);
        const handSeat = view?.seats.find((s) => s.seat === place.seat);
        const last = handNotes?.lastAction[place.seat];
        const marks: SeatMarks = {
          me: place.seat === mySeat,
          toAct: toAct === place.seat,
          badges: badgesOf(hand, place.seat, handNotes),
          lastAction: last
            ? `${ACTIONS[last.action] ?? last.action}${last.action === 'fold' || last.action === 'check' ? '' : ` ${props.amount(last.to)}`}`
            : null,
          shown: view?.result?.showdown.find((e) => e.seat === place.seat && e.shown)?.description ?? handNotes?.shown[place.seat] ?? null,
        };
        return <SeatSpot key={place.seat} place={place} seat={seat} hand={handSeat} marks={marks} dealing={view !== null} amount={props.amount} />;
      })}
    </section>
  );
}

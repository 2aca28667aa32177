import { navigate } from '../router';
import { PlayCards } from './play-cards';
import type { HandNotes } from './table-feed';
import type { TableView } from './types';

/** The end of a hand: who won which pot and how much, the hands shown, the stacks after it; a link to replay it. */
export function HandResultPanel(props: { table: TableView; notes: HandNotes | null; amount: (n: number) => string }) {
  const hand = props.table.hand;
  const result = hand?.view.result;
  if (!hand || !result) return null;
  const name = (seat: number) => props.table.seats.find((s) => s.seat === seat)?.screenName ?? `Seat ${seat}`;
  const notes = props.notes?.handId === hand.id ? props.notes : null;
  const shown = result.showdown.filter((entry) => entry.shown);
  // The result says what each shown hand is (after a reload too); the live show event said the same.
  const described = (entry: (typeof shown)[number]) => entry.description ?? notes?.shown[entry.seat] ?? null;
  return (
    <section class="panel play-result" aria-label={`Result of hand #${hand.number}`} data-testid="hand-result">
      <h2>
        Hand #{hand.number}: {result.endedBy === 'showdown' ? 'showdown' : 'won without a showdown'}
      </h2>
      <ul>
        {result.pots.flatMap((pot, i) =>
          pot.winners.map((w) => (
            <li key={`${i}-${w.seat}`} data-testid="winner">
              {name(w.seat)} wins {props.amount(w.amount)}
              {result.pots.length > 1 ? ` (${i === 0 ? 'main pot' : `side pot ${i}`})` : ''}
            </li>
          )),
        )}
      </ul>
      {shown.length > 0 && (
        <ul class="play-shown">
          {shown.map((entry) => {
            const seat = hand.view.seats.find((s) => s.seat === entry.seat);
            const cards = seat?.cards ?? [...(seat?.down ?? []), ...(seat?.up ?? [])];
            return (
              <li key={entry.seat} data-testid="shown-hand">
                {name(entry.seat)} shows <PlayCards cards={cards} label={`${name(entry.seat)}'s cards`} />
                {described(entry) ? ` — ${described(entry)}` : ''}
              </li>
            );
          })}
        </ul>
      )}
      <p class="muted">
        {result.rake > 0 && `Rake ${props.amount(result.rake)} · `}
        Stacks after it: {result.stacks.map((s) => `${name(s.seat)} ${props.amount(s.stack)}`).join(', ')} ·{' '}
        <a
          href={`/console/hands/${hand.id}`}
          data-testid="replay-link"
          onClick={(e) => {
            e.preventDefault();
            navigate(`/console/hands/${hand.id}`);
          }}
        >
          Replay hand #{hand.number}
        </a>
      </p>
    </section>
  );
}

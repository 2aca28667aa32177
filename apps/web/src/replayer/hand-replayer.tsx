import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { HandHistory } from '../api/types';
import { handAmount } from './hand-amounts';
import { nextStreetStep, previousStreetStep, replaySteps, streetName, type SeatAtStep } from './replay-steps';
import { StarsTextCopy, storedHandText } from './stars-text-copy';

function Cards(props: { cards: (string | null)[]; label: string }) {
  if (props.cards.length === 0) return <span class="muted">—</span>;
  return (
    <span class="replay-cards" aria-label={props.label}>
      {props.cards.map((card, i) =>
        card === null ? (
          <span key={i} class="card card-hidden" title="a card you may not see">
            ▒
          </span>
        ) : (
          <span key={i} class="card">
            {card}
          </span>
        ),
      )}
    </span>
  );
}

function SeatRow(props: { seat: SeatAtStep; actor: boolean; amount: (chips: number) => string }) {
  const { seat } = props;
  const state = [seat.folded && 'folded', seat.allIn && 'all-in', seat.mucked && 'mucked'].filter(Boolean).join(', ');
  return (
    <tr data-testid={`replay-seat-${seat.seat}`} class={props.actor ? 'replay-actor' : undefined}>
      <th scope="row">
        {seat.seat}. {seat.name}
        {props.actor && <span class="replay-to-act"> ◀ acted</span>}
      </th>
      <td data-testid="stack">{props.amount(seat.stack)}</td>
      <td data-testid="bet">{seat.bet > 0 ? props.amount(seat.bet) : ''}</td>
      <td data-testid="cards">
        <Cards cards={seat.down} label="down cards" /> <Cards cards={seat.up} label="up cards" />
      </td>
      <td data-testid="shown">{seat.shown ? `${seat.shown.join(' ')}${seat.description ? ` (${seat.description})` : ''}` : ''}</td>
      <td>{state}</td>
    </tr>
  );
}

/**
 * One hand, step by step: buttons and arrow keys (←/→ a step, ↑/↓ a street, Home/End). At either
 * end the buttons are `aria-disabled`, not `disabled`: a focused button keeps the focus (and the
 * arrow keys keep working) when the last step is reached. `copy` stands in for "Copy PokerStars
 * text" from the API (a hand opened from pasted text has no API text).
 */
export function HandReplayer(props: { handId: string; history: HandHistory; copy?: ComponentChildren }) {
  const { history } = props;
  const amount = useMemo(() => handAmount(history), [history]);
  const steps = useMemo(() => replaySteps(history, amount), [history, amount]);
  const [at, setAt] = useState(0);
  const last = steps.length - 1;
  const go = (to: number) => setAt(Math.max(0, Math.min(last, to)));
  const step = steps[at] ?? steps[0];
  if (!step) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => at + 1,
      ArrowLeft: () => at - 1,
      ArrowDown: () => nextStreetStep(steps, at),
      ArrowUp: () => previousStreetStep(steps, at),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[e.key];
    if (!move || (e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName))) return;
    e.preventDefault();
    go(move());
  };
  const name = (seat: number) => history.seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat}`;

  return (
    <section class="replayer" aria-label={`Hand #${history.handId}`} onKeyDown={onKeyDown}>
      <h2>
        Hand #{history.handId}: {history.game.name}
        {history.game.mix ? ` (${history.game.mix})` : ''} at {history.table.name}
      </h2>
      <div class="replay-controls" role="group" aria-label="Replay steps (arrow keys: ← → a step, ↑ ↓ a street)">
        <button type="button" onClick={() => go(0)} aria-disabled={at === 0}>
          ⏮ First
        </button>
        <button type="button" onClick={() => go(previousStreetStep(steps, at))} aria-disabled={at === 0}>
          Previous street
        </button>
        <button type="button" onClick={() => go(at - 1)} aria-disabled={at === 0}>
          ◀ Previous
        </button>
        <button type="button" onClick={() => go(at + 1)} aria-disabled={at === last}>
          Next ▶
        </button>
        <button type="button" onClick={() => go(nextStreetStep(steps, at))} aria-disabled={at === last}>
          Next street
        </button>
        <button type="button" onClick={() => go(last)} aria-disabled={at === last}>
          Last ⏭
        </button>
      </div>
      <p class="replay-where" aria-live="polite">
        <span data-testid="replay-position">
          Step {at + 1} of {steps.length}
        </span>{' '}
        · <span data-testid="replay-street">{streetName(step.street)}</span> · <strong data-testid="replay-label">{step.label}</strong>
      </p>
      <p>
        Pot <strong data-testid="replay-pot">{amount(step.pot)}</strong>
        {step.community.length > 0 && (
          <>
            {' '}
            · Board <Cards cards={step.community} label="board" />
          </>
        )}
      </p>
      <table class="replay-seats">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Stack</th>
            <th scope="col">Bet</th>
            <th scope="col">Cards (down, up)</th>
            <th scope="col">Shown</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {step.seats.map((seat) => (
            <SeatRow key={seat.seat} seat={seat} actor={seat.seat === step.actor} amount={amount} />
          ))}
        </tbody>
      </table>
      {step.final && (
        <div class="replay-result" data-testid="replay-result">
          <h3>Result</h3>
          <ul>
            {step.winners.map((w, i) => (
              <li key={i} data-testid="replay-winner">
                {name(w.seat)} wins {amount(w.amount)}
              </li>
            ))}
          </ul>
          {step.rake > 0 && <p>Rake {amount(step.rake)}</p>}
          <p>Ended by {history.outcome.endedBy === 'showdown' ? 'a showdown' : 'a fold'}.</p>
        </div>
      )}
      {props.copy ?? <StarsTextCopy load={storedHandText(props.handId)} />}
    </section>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { actionChoices, amountAllowed, type ActionChoice } from './action-choices';
import { clampAmount, type SizingSpot } from './bet-sizing';
import { SizingControl } from './sizing-control';
import type { ActionKind, HandSummary } from './types';

/**
 * The player's decision: a button for each legal action of the view on the player's turn, the
 * sizing control for a pot- or no-limit bet, everything disabled while a decision is on its way.
 * Each press sends the view's version, so a decision on an old view fails rather than misfires.
 */
export function ActionBar(props: {
  hand: HandSummary;
  mySeat: number;
  unit: string;
  busy: boolean;
  amount: (n: number) => string;
  onAct: (action: { kind: ActionKind; amount?: number; version: number }) => void;
}) {
  const view = props.hand.view;
  const me = view.seats.find((s) => s.seat === props.mySeat);
  const streetBet = me?.streetBet ?? 0;
  const choices = actionChoices(view.legalActions, streetBet, props.amount);
  const sized = choices.find((c) => c.range !== null);
  const spot: SizingSpot | null =
    sized?.range && me
      ? {
          min: sized.range.min,
          max: sized.range.max,
          currentBet: Math.max(0, ...view.seats.map((s) => s.streetBet)),
          streetBet,
          stack: me.stack,
          total: view.total,
        }
      : null;
  const [size, setSize] = useState(spot?.min ?? 0);
  // A new decision starts at the smallest legal amount.
  useEffect(() => setSize(spot?.min ?? 0), [props.hand.version, spot?.min, spot?.max]);
  const chosen = spot ? clampAmount(size, spot.min, spot.max) : null;

  const press = (choice: ActionChoice) => {
    const amount = choice.range ? chosen : choice.amount;
    if (!amountAllowed(choice, amount)) return;
    props.onAct({ kind: choice.kind, ...(amount !== null ? { amount } : {}), version: props.hand.version });
  };

  return (
    <section class="play-actions" aria-label="Your decision" data-testid="action-bar" data-version={props.hand.version}>
      {spot && chosen !== null && <SizingControl spot={spot} unit={props.unit} value={chosen} onChange={setSize} disabled={props.busy} />}
      <div class="play-action-buttons">
        {choices.map((choice) => (
          <button
            key={`${choice.kind}-${choice.amount ?? 'sized'}`}
            type="button"
            class={choice.kind === 'fold' ? 'play-action play-action-fold' : 'play-action'}
            disabled={props.busy}
            data-kind={choice.kind}
            onClick={() => press(choice)}
          >
            {choice.range && chosen !== null ? `${choice.label} ${props.amount(chosen)}` : choice.label}
          </button>
        ))}
      </div>
    </section>
  );
}

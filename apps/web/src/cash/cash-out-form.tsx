import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { ConfirmButton } from '../components/confirm-button';
import { formatMoney, parseMoney } from '../format/amounts';
import { moneyInput } from './cash-format';
import type { CashSession, MoneySource } from './cash-types';

/**
 * Ends a session (`POST /cash-sessions/{id}/cash-out`) after a confirm step. Engine tables pay out
 * the stack; at a live table the floor enters the chips counted (`amount`: how the table's result
 * is recorded). Paid to the bankroll or in cash.
 */
export function CashOutForm(props: {
  session: CashSession;
  stack: number | null;
  live: boolean;
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onDone: (note: string) => void;
}) {
  const { session } = props;
  const [count, setCount] = useState(props.stack === null ? '' : moneyInput(props.stack, session.unit));
  const [to, setTo] = useState<MoneySource>('bankroll');
  const counted = props.live ? parseMoney(count, session.unit) : props.stack;
  const what = counted === null ? 'the stack' : formatMoney(counted, session.unit);
  const where = to === 'bankroll' ? 'to the bankroll' : 'in cash';
  const cashOut = () => {
    let note = '';
    void props
      .run(async () => {
        if (props.live && counted === null) throw new Error('The chips counted are an amount of money, such as 150.00');
        const after = await unwrap(
          api.POST('/cash-sessions/{sessionId}/cash-out', {
            params: { path: { sessionId: session.id } },
            body: { to, ...(props.live && counted !== null ? { amount: counted } : {}) },
          }),
        );
        // Dealt into the hand in progress: the engine cashes the player out when it ends.
        note =
          after.status === 'open'
            ? `${session.screenName} is in the hand: cashed out ${where} when it ends.`
            : `Cashed out ${session.screenName}: ${formatMoney(after.cashOuts, session.unit)} ${where}.`;
      })
      .then((ok) => ok && props.onDone(note));
  };

  return (
    <div class="inline-form cash-action-form" role="group" aria-label={`Cash out ${session.screenName}`}>
      {props.live ? (
        <label>
          Chips counted ({session.unit})
          <input name="cashOutCount" inputMode="decimal" required value={count} onInput={(e) => setCount(e.currentTarget.value)} />
        </label>
      ) : (
        <p>Pays out the stack{props.stack !== null && <> ({formatMoney(props.stack, session.unit)})</>}, after the hand if the player is in one.</p>
      )}
      <label>
        Paid
        <select name="cashOutTo" value={to} onChange={(e) => setTo(e.currentTarget.value as MoneySource)}>
          <option value="bankroll">to the bankroll</option>
          <option value="cash">in cash</option>
        </select>
      </label>
      <ConfirmButton
        label={`Cash out ${session.screenName}`}
        question={`Cash out ${session.screenName}: ${what} ${where}?`}
        yes={`Yes, cash out ${session.screenName}`}
        busy={props.busy}
        onConfirm={cashOut}
      />
    </div>
  );
}

import { useState } from 'preact/hooks';
import { formatMoney } from '../format/amounts';
import { formatMinutes } from '../format/times';
import { CashOutForm } from './cash-out-form';
import type { CashSession, CashTable } from './cash-types';
import { MoveForm } from './move-form';
import { TopUpForm } from './top-up-form';

type Work = 'top-up' | 'move' | 'cash-out';

/** One open session: where the player sits, buy-ins, time played and charged, net so far; the floor's top-up, move and cash-out. */
export function SessionCard(props: {
  session: CashSession;
  tables: CashTable[];
  live: boolean;
  canWork: boolean;
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onDone: (note: string) => void;
}) {
  const { session } = props;
  const [work, setWork] = useState<Work | null>(null);
  const m = (n: number) => formatMoney(n, session.unit);
  const table = props.tables.find((t) => t.id === session.tableId);
  const seating = session.seatings.find((s) => s.endedAt === null);
  const stack = table?.seats.find((s) => s.playerId === session.playerId)?.stack ?? null;
  const done = (note: string) => {
    setWork(null);
    props.onDone(note);
  };
  const toggle = (w: Work, label: string) => (
    <button type="button" aria-expanded={work === w} disabled={props.busy} onClick={() => setWork(work === w ? null : w)}>
      {label}
    </button>
  );
  return (
    <li class="cash-session" data-testid="cash-session" data-player={session.screenName}>
      <h4>
        {session.screenName}{' '}
        <span class="muted">
          · {table?.name ?? 'a closed table'}
          {seating && ` seat ${seating.seat}`}
        </span>
        {session.leaving && <span class="cash-flag"> leaving after the hand</span>}
      </h4>
      <dl class="figures cash-figures">
        <div>
          <dt>Buy-ins</dt>
          <dd>{m(session.buyIns)}</dd>
        </div>
        <div>
          <dt>Stack</dt>
          <dd>{stack === null ? '—' : m(stack)}</dd>
        </div>
        <div>
          <dt>Played</dt>
          <dd>{formatMinutes(session.playedMs)}</dd>
        </div>
        <div>
          <dt>Time charged</dt>
          <dd>{m(session.timeCharged)}</dd>
        </div>
        <div>
          <dt>Net so far</dt>
          <dd>{stack === null ? m(session.net) : m(stack + session.cashOuts - session.buyIns)}</dd>
        </div>
      </dl>
      {props.canWork && (
        <p class="entry-actions">
          {toggle('top-up', `Top up ${session.screenName}…`)}
          {toggle('move', `Move ${session.screenName}…`)}
          {toggle('cash-out', `Cash out ${session.screenName}…`)}
        </p>
      )}
      {work === 'top-up' && <TopUpForm session={session} busy={props.busy} run={props.run} onDone={done} />}
      {work === 'move' && <MoveForm session={session} stack={stack} live={props.live} tables={props.tables} busy={props.busy} run={props.run} onDone={done} />}
      {work === 'cash-out' && <CashOutForm session={session} stack={stack} live={props.live} busy={props.busy} run={props.run} onDone={done} />}
    </li>
  );
}

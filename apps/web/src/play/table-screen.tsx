import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { ErrorNote } from '../components/error-note';
import { useAction } from '../hooks/use-load';
import { navigate } from '../router';
import { ActionBar } from './action-bar';
import { HandResultPanel } from './hand-result';
import { RotationNote } from './rotation-note';
import { SeatControls } from './seat-controls';
import { presetName, stakesText, unitAmount } from './table-amounts';
import { TableFelt } from './table-felt';
import type { ActionKind, TableView } from './types';
import { useTableLive } from './use-table-live';

const CONNECTION: Readonly<Record<string, string>> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Connection lost: reconnecting…',
  refused: 'Your key is no longer valid: sign in again.',
};

function gameLine(table: TableView): string {
  const game = table.rotation ? table.rotation.current.name : presetName(table.preset);
  const stakes = table.rotation ? table.rotation.current.stakes : table.stakes;
  return `${game} · ${stakesText(stakes, table.unit)}`;
}

/** `/console/play/<tableId>`: the table as the player sees it, live, with their decisions and their seat. */
export function TableScreen(props: { tableId: string; playerId: string }) {
  const live = useTableLive(props.tableId);
  const act = useAction();
  const [sentVersion, setSentVersion] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { table } = live;
  if (!table) return live.error ? <ErrorNote error={live.error} /> : <p role="status">Loading the table…</p>;

  const amount = (n: number) => unitAmount(n, table.unit);
  const mine = table.seats.find((s) => s.playerId === props.playerId);
  const mySeat = mine?.seat ?? null;
  const hand = table.hand ?? null;
  const running = hand !== null && hand.status === 'running' && !hand.view.over;
  const handKey = hand ? `${hand.id}:${hand.version}` : null;
  const myTurn =
    running && mySeat !== null && hand.view.viewer === mySeat && hand.view.toAct === mySeat && hand.view.legalActions.length > 0 && sentVersion !== handKey;

  const onAct = (action: { kind: ActionKind; amount?: number; version: number }) => {
    setSentVersion(handKey);
    void act
      .run(async () => live.accept(await unwrap(api.POST('/tables/{tableId}/actions', { params: { path: { tableId: table.id } }, body: action }))))
      .then((ok) => !ok && setSentVersion(null));
  };
  // The result shown: this hand's when it is over, else the last finished one while the next is dealt.
  const resultOf = hand?.view.over ? table : live.lastFinished;

  return (
    <div class="play-table" data-testid="play-table">
      <header class="play-table-head">
        <h2>{table.name}</h2>
        <p data-testid="table-game">{gameLine(table)}</p>
        <RotationNote table={table} />
        <p class="muted" role="status" data-testid="connection">
          {CONNECTION[live.status] ?? live.status}
          {table.status !== 'open' && ` · table ${table.status}`}
          {mySeat === null && ' · you are watching'}
        </p>
      </header>
      <TableFelt table={table} mySeat={mySeat} notes={live.notes} amount={amount} />
      {myTurn && hand && mySeat !== null && <ActionBar hand={hand} mySeat={mySeat} unit={table.unit} busy={act.busy} amount={amount} onAct={onAct} />}
      <ErrorNote error={act.error} />
      {mine && <SeatControls table={table} seat={mine} playerId={props.playerId} onView={live.accept} onNote={setNote} amount={amount} />}
      {note && (
        <p role="status" data-testid="seat-note">
          {note}
        </p>
      )}
      {resultOf && <HandResultPanel table={resultOf} notes={live.notes} amount={amount} />}
      <p>
        <a
          href="/console/play"
          onClick={(e) => {
            e.preventDefault();
            navigate('/console/play');
          }}
        >
          ◀ Lobby
        </a>
      </p>
    </div>
  );
}

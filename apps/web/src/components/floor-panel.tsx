import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Clock, MoveInstruction, Role, Tournament } from '../api/types';
import { canDirect } from '../auth/roles';
import { useAction, useLoad } from '../hooks/use-load';
import { useTournamentLive } from '../hooks/use-tournament-live';
import { ErrorNote } from './error-note';
import { FloorBustsForm } from './floor-busts-form';
import { FloorChipCounts } from './floor-chip-counts';
import { hasFlopGames } from './floor-games';
import { FloorHandForHand } from './floor-hand-for-hand';
import type { FloorNames } from './floor-input-text';
import { FloorInputsList } from './floor-inputs-list';
import { FloorTableActions } from './floor-table-actions';
import { MovesList } from './moves-list';

/**
 * The floor's work at a live event (directors and the floor): hand-for-hand and each table's hand
 * done, players out in a hand, the pending table moves to confirm once made, chip counts (and the
 * chip race at a break), balancing and the redraw, and the inputs so far with their undo. Everything
 * is read again on every feed event (`version`) and after each action here.
 *
 * `role`, `tournament` and `clock`, when the parent has them, save a request or a socket each;
 * without them the panel reads the key's role (`GET /auth/me`) and the tournament's structure
 * itself, and follows the feed for the clock (a break's start and end come as a clock push only).
 */
export function FloorPanel(props: FloorPanelProps) {
  return props.clock === undefined ? <FloorPanelFollowingClock {...props} /> : <FloorWork {...props} clock={props.clock} />;
}

interface FloorPanelProps {
  tournamentId: string;
  version: number;
  onChanged: () => void;
  role?: Role;
  tournament?: Tournament;
  /** The tournament's clock as the parent's feed pushes it; without it the panel follows the feed for it. */
  clock?: Clock | null;
}

/** A break starts or ends with a pushed clock only (no other feed event): without the parent's clock, the panel hears it itself. */
function FloorPanelFollowingClock(props: FloorPanelProps) {
  const live = useTournamentLive(props.tournamentId);
  return <FloorWork {...props} clock={live.clock} />;
}

function FloorWork(props: FloorPanelProps & { clock: Clock | null }) {
  const { tournamentId } = props;
  const [nonce, setNonce] = useState(0);
  // Read again on every feed event, when a break starts or ends, and after each action here.
  const stamp = [tournamentId, props.version, props.clock?.status, props.clock?.current?.kind, nonce];
  const path = { params: { path: { tournamentId } } };
  const seating = useLoad(
    () => unwrap(api.GET('/tournaments/{tournamentId}/seating', { params: { path: { tournamentId }, query: { order: 'table' } } })),
    stamp,
  );
  const moves = useLoad(
    () => unwrap(api.GET('/tournaments/{tournamentId}/moves', { params: { path: { tournamentId }, query: { status: 'pending' } } })),
    stamp,
  );
  const overview = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/floor', path)), stamp);
  const inputs = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/floor/inputs', path)), stamp);
  const entries = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/entries', path)), stamp);
  const role = useLoad(() => (props.role ? Promise.resolve(props.role) : unwrap(api.GET('/auth/me')).then((me) => me.role)), [props.role]);
  const tournament = useLoad(
    () => (props.tournament ? Promise.resolve(props.tournament) : unwrap(api.GET('/tournaments/{tournamentId}', path))),
    [tournamentId, props.tournament],
  );
  const action = useAction();

  const changed = () => {
    setNonce((n) => n + 1);
    props.onChanged();
  };
  const done = (move: MoveInstruction) =>
    void action.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/moves/{moveId}/done', { params: { path: { tournamentId, moveId: move.id } } }));
      changed();
    });

  const rows = seating.data?.items ?? [];
  const floor = overview.data;
  const playerNames = new Map((entries.data?.items ?? []).map((e) => [e.playerId, e.screenName]));
  const tableNumbers = new Map((floor?.tables ?? []).map((t) => [t.tableId, t.number]));
  const names: FloorNames = {
    player: (id) => playerNames.get(id) ?? 'a player',
    table: (id) => String(tableNumbers.get(id) ?? '?'),
  };

  return (
    <section class="panel" aria-labelledby="floor-title">
      <h3 id="floor-title">Floor</h3>
      {floor && <FloorHandForHand tournamentId={tournamentId} overview={floor} onDone={changed} />}
      <FloorBustsForm tournamentId={tournamentId} rows={rows} bounties={(tournament.data?.bountyKind ?? 'none') !== 'none'} onDone={changed} />
      <h4>Pending moves</h4>
      <MovesList moves={moves.data?.items ?? []} onDone={done} busy={action.busy} />
      <ErrorNote error={action.error} />
      <FloorChipCounts tournamentId={tournamentId} rows={rows} onBreak={floor?.status === 'on-break'} onDone={changed} />
      {floor && (
        <FloorTableActions
          tournamentId={tournamentId}
          overview={floor}
          canRedraw={role.data !== null && canDirect(role.data)}
          flopGames={hasFlopGames(tournament.data?.structure)}
          onDone={changed}
        />
      )}
      <FloorInputsList tournamentId={tournamentId} inputs={inputs.data?.items ?? []} names={names} onDone={changed} />
      <ErrorNote error={seating.error ?? moves.error ?? overview.error ?? inputs.error ?? entries.error ?? role.error ?? tournament.error} />
    </section>
  );
}

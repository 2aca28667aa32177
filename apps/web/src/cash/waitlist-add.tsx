import { api, unwrap } from '../api/client';
import type { Player } from '../api/types';
import { PlayerSearch } from '../components/player-search';

/**
 * Adds a player to the game's waitlist in person: the console's player search (`GET /players?q=`,
 * as registration uses; a new player can be created there too), a player already on the list marked.
 */
export function WaitlistAdd(props: {
  gameId: string;
  listed: Set<string>;
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onAdded: () => void;
}) {
  const add = (player: Player) =>
    void props
      .run(() =>
        unwrap(api.POST('/cash-games/{gameId}/waitlist', { params: { path: { gameId: props.gameId } }, body: { playerId: player.id, via: 'in-person' } })),
      )
      .then((ok) => ok && props.onAdded());

  return (
    <div class="waitlist-add">
      <PlayerSearch
        marked={props.listed}
        markedText="on the list"
        actionLabel={(p) => `Add ${p.screenName} to the waitlist`}
        searchLabel="Player search for the waitlist"
        busy={props.busy}
        run={props.run}
        onPick={add}
      />
    </div>
  );
}

import type { DisplayBust } from '../api/types';
import { formatTimeOfDay } from '../format/times';
import { ordinal } from './payouts-list';

/** The last players out, newest first, with their places. */
export function BustsList(props: { busts: DisplayBust[] }) {
  if (props.busts.length === 0) return <p class="muted">No one is out yet.</p>;
  return (
    <ol class="busts" aria-label="Last busts">
      {props.busts.map((bust) => (
        <li key={`${bust.playerId}-${bust.bustedAt}`} data-testid="bust">
          <span class="name">{bust.screenName}</span> <span class="place">{placeText(bust)}</span>{' '}
          <time dateTime={bust.bustedAt} class="muted">
            {formatTimeOfDay(bust.bustedAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function placeText(bust: DisplayBust): string {
  if (bust.place === null) return 'out';
  if (bust.placeTo !== null && bust.placeTo !== bust.place) return `${ordinal(bust.place)}–${ordinal(bust.placeTo)}`;
  return ordinal(bust.place);
}

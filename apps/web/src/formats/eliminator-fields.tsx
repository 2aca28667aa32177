import type { SeatingRow } from '../api/types';
import type { EliminatorsDraft } from './eliminators';

/**
 * At a bounty event, "Eliminated by" under a busted player: the players still in at the table
 * (not out in this hand), one or several; with several, each one's share of a split pot.
 */
export function EliminatorFields(props: {
  busted: SeatingRow;
  candidates: SeatingRow[];
  draft: EliminatorsDraft | undefined;
  onChange: (draft: EliminatorsDraft) => void;
}) {
  const draft = props.draft ?? {};
  const several = Object.keys(draft).length > 1;
  return (
    <fieldset class="eliminators">
      <legend>{props.busted.screenName} eliminated by</legend>
      {props.candidates.map((c) => (
        <div key={c.playerId} class="bust-row">
          <label>
            <input
              type="checkbox"
              name={`eliminator-${props.busted.playerId}`}
              checked={c.playerId in draft}
              onChange={(e) => {
                const next = { ...draft };
                if (e.currentTarget.checked) next[c.playerId] = '1';
                else delete next[c.playerId];
                props.onChange(next);
              }}
            />{' '}
            {c.screenName}
          </label>
          {several && c.playerId in draft && (
            <label>
              Share of {props.busted.screenName}'s bounty
              <input
                type="number"
                min={1}
                step={1}
                value={draft[c.playerId]}
                onInput={(e) => props.onChange({ ...draft, [c.playerId]: e.currentTarget.value })}
              />
            </label>
          )}
        </div>
      ))}
      {several && <p class="muted">A split pot: the bounty is shared in these proportions (e.g. 1 and 1 for halves).</p>}
    </fieldset>
  );
}

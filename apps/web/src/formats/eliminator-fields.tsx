import type { Eliminator, SeatingRow } from '../api/types';

/** Who eliminated each busted player, as ticked: eliminator's player id → share as typed. */
export type EliminatorsDraft = Record<string, string>;

/**
 * The bust's `eliminatedBy` for one player: one eliminator takes the whole bounty; several (a
 * split pot) each with their share as a weight, 1 each when left blank.
 */
export function eliminatorsBody(draft: EliminatorsDraft | undefined): Eliminator[] {
  const ids = Object.keys(draft ?? {});
  if (ids.length <= 1) return ids.map((playerId) => ({ playerId }));
  return ids.map((playerId) => {
    const typed = (draft?.[playerId] ?? '').trim();
    if (typed !== '' && !/^\d+$/.test(typed)) throw new Error('A share is a whole number (the chips won from the player, or equal numbers for equal parts)');
    return typed === '' ? { playerId } : { playerId, share: Number(typed) };
  });
}

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

import type { FormatDraft } from '../components/sit-and-go-terms';

/**
 * A multi-day event: what it is in words, and its re-entry rule across flights. The event takes no
 * entries, late registration, re-entries, rebuys, add-on or bounty of its own (the server refuses
 * them: the form hides them); its flights are created on its page.
 */
export function MultiDayFields(props: { draft: FormatDraft; onChange: (draft: FormatDraft) => void }) {
  const { draft } = props;
  return (
    <>
      <p class="muted">
        The event is its Day 2: players enter its Day 1 flights (created on its page), each playing down to its stop; the survivors bag their chips and meet on
        Day 2 with one prize pool. No entries, late registration, re-entries, rebuys or bounty on the event itself.
      </p>
      <label>
        Playing more than one flight
        <select
          name="flightReentry"
          value={draft.flightReentry}
          onChange={(e) => props.onChange({ ...draft, flightReentry: e.currentTarget.value as FormatDraft['flightReentry'] })}
        >
          <option value="if-busted">Only if busted: a player who bagged chips plays no other flight</option>
          <option value="keep-best">Keep the best: a player may play several flights; the biggest bag goes to Day 2</option>
        </select>
      </label>
    </>
  );
}

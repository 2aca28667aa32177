import { api, unwrap } from '../api/client';
import { formatMoney } from '../format/amounts';
import { useLoad } from '../hooks/use-load';
import { ErrorNote } from '../components/error-note';
import { bountyMinor, entryPrice, entryPriceWords, type ExtrasDraft } from './format-extras-draft';

/**
 * The new-tournament form's bounty (none, fixed, progressive knockout) with its amount, the entry
 * price written out as buy-in + bounty + fee, and "Satellite into": a tournament open for
 * registration in the same currency, whose entries this one's prizes are.
 * `bountyAllowed`/`satelliteAllowed` false (a multi-day event, rebuys): the choice is not offered
 * and a word says why, as the server would refuse it.
 */
export function FormatExtrasFields(props: {
  draft: ExtrasDraft;
  currency: string;
  buyIn: number | null;
  fee: number | null;
  bountyAllowed: boolean;
  bountyRefusedWhy: string;
  satelliteAllowed: boolean;
  onChange: (draft: ExtrasDraft) => void;
}) {
  const { draft, currency } = props;
  const targets = useLoad(
    () => (props.satelliteAllowed ? unwrap(api.GET('/tournaments', { params: { query: { status: 'registering', limit: 200 } } })) : Promise.resolve(null)),
    [props.satelliteAllowed],
  );
  const bounty = props.bountyAllowed ? bountyMinor(draft, currency) : 0;
  // A target is entered directly (not a multi-day event or one of its flights) and in the same currency.
  const choices = (targets.data?.items ?? []).filter((t) => t.currency === currency && t.format !== 'multi-day' && t.flight === null);
  const target = choices.find((t) => t.id === draft.satelliteTargetId);
  return (
    <fieldset class="registration-terms">
      <legend>Bounty and satellite</legend>
      {props.bountyAllowed ? (
        <div class="row">
          <label>
            Bounty
            <select
              name="bountyKind"
              value={draft.bountyKind}
              onChange={(e) => props.onChange({ ...draft, bountyKind: e.currentTarget.value as ExtrasDraft['bountyKind'] })}
            >
              <option value="none">None</option>
              <option value="fixed">Fixed: who busts a player takes their whole bounty</option>
              <option value="progressive">Progressive knockout: half paid at once, half added to the winner's own bounty</option>
            </select>
          </label>
          {draft.bountyKind !== 'none' && (
            <label>
              Bounty per entry ({currency})
              <input
                name="bountyAmount"
                inputMode="decimal"
                required
                value={draft.bountyAmount}
                onInput={(e) => props.onChange({ ...draft, bountyAmount: e.currentTarget.value })}
              />
            </label>
          )}
        </div>
      ) : (
        <p class="muted">No bounty: {props.bountyRefusedWhy}.</p>
      )}
      {props.buyIn !== null && props.fee !== null && bounty !== null && (
        <p data-testid="entry-price">
          Entry: {entryPriceWords(props.buyIn, bounty, props.fee, currency)}
          {bounty > 0 ? ' (buy-in + bounty + fee)' : ' (buy-in + fee)'}
        </p>
      )}
      {draft.bountyKind === 'progressive' && props.bountyAllowed && (
        <p class="muted">A progressive bounty must halve into whole cents (an even number of minor units).</p>
      )}
      {props.satelliteAllowed ? (
        <>
          <label>
            Satellite into
            <select
              name="satelliteTargetId"
              value={draft.satelliteTargetId}
              onChange={(e) => props.onChange({ ...draft, satelliteTargetId: e.currentTarget.value })}
            >
              <option value="">Not a satellite</option>
              {choices.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({entryPriceWords(t.buyIn, t.bounty, t.fee, t.currency)})
                </option>
              ))}
            </select>
          </label>
          {target && (
            <p class="muted" data-testid="satellite-terms">
              Prizes are seats in {target.name}, each worth its entry, {formatMoney(entryPrice(target), currency)}: the seats are computed from the prize pool
              once it is final, what is left over goes in cash to the next place, and play stops when no more players are left than seats.
            </p>
          )}
          <ErrorNote error={targets.error} />
        </>
      ) : (
        <p class="muted">A multi-day event cannot be a satellite (its flights take the entries).</p>
      )}
    </fieldset>
  );
}

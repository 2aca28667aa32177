import { useEffect, useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Clock, Deal, Tournament } from '../api/types';
import { formatChips, formatMoney } from '../format/amounts';
import { useAction, useLoad } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { ConfirmButton } from './confirm-button';

type Method = Deal['method'];
type Proposals = { icm: Deal; chipChop: Deal; guaranteeLastPlace: boolean };

const METHOD_NAME: Record<Method, string> = { icm: 'ICM', 'chip-chop': 'chip-chop' };

/**
 * Deals for the last players of a running tournament (admins and directors): both proposals at
 * once — ICM and chip-chop, the latter with last place guaranteed if asked — side by side per
 * player, then one confirmed behind a "Yes". A proposal pays nothing; the confirmation pays every
 * player and ends the tournament. Shown from the final table (players left ≤ seats per table).
 * Anything heard on the feed (a bust, a chip count) may change the stacks, so the proposals are
 * cleared then: the server would refuse them as stale (`DEAL_STALE`).
 */
export function DealsPanel(props: { tournament: Tournament; clock: Clock | null; version: number; onChanged: () => void }) {
  const { tournament: t, clock } = props;
  const tournamentId = t.id;
  const [guaranteeLastPlace, setGuaranteeLastPlace] = useState(false);
  const [proposals, setProposals] = useState<Proposals | null>(null);
  const action = useAction();
  useEffect(() => setProposals(null), [props.version]);
  const shown = clock !== null && clock.playersLeft >= 2 && clock.playersLeft <= t.seatsPerTable;
  const names = useLoad(
    () =>
      proposals
        ? unwrap(api.GET('/tournaments/{tournamentId}/seating', { params: { path: { tournamentId }, query: { order: 'table' } } }))
        : Promise.resolve(null),
    [tournamentId, proposals],
  );
  if (!shown) return null;

  const path = { params: { path: { tournamentId } } };
  const propose = () =>
    action.run(async () => {
      setProposals(null);
      const icm = await unwrap(api.POST('/tournaments/{tournamentId}/deals', { ...path, body: { method: 'icm' } }));
      const chipChop = await unwrap(api.POST('/tournaments/{tournamentId}/deals', { ...path, body: { method: 'chip-chop', guaranteeLastPlace } }));
      setProposals({ icm, chipChop, guaranteeLastPlace });
    });
  const confirm = (deal: Deal) =>
    action.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/deals/{dealId}/confirm', { params: { path: { tournamentId, dealId: deal.id } } }));
      setProposals(null);
      props.onChanged();
    });
  const nameOf = new Map((names.data?.items ?? []).map((row) => [row.playerId, row.screenName]));
  const money = (minor: number) => formatMoney(minor, t.currency);

  return (
    <section class="panel" aria-labelledby="deals-title">
      <h3 id="deals-title">Deal ({clock.playersLeft} players left)</h3>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void propose();
        }}
      >
        <label class="deal-option">
          <input type="checkbox" name="guaranteeLastPlace" checked={guaranteeLastPlace} onChange={(e) => setGuaranteeLastPlace(e.currentTarget.checked)} />
          Chip-chop: guarantee everyone last place’s prize
        </label>
        <button type="submit" disabled={action.busy}>
          {proposals ? 'Propose again' : 'Propose deals'}
        </button>
      </form>
      {proposals && (
        <>
          <table class="deals" data-testid="deals-table">
            <caption>Proposed deals: nothing is paid until one is confirmed</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col" class="number">
                  Chips
                </th>
                <th scope="col" class="number">
                  ICM
                </th>
                <th scope="col" class="number">
                  Chip-chop{proposals.guaranteeLastPlace ? ' (last place guaranteed)' : ''}
                </th>
              </tr>
            </thead>
            <tbody>
              {proposals.icm.players.map((p) => (
                <tr key={p.entryId} data-testid="deal-row" data-player-id={p.playerId}>
                  <th scope="row">{nameOf.get(p.playerId) ?? '…'}</th>
                  <td class="number" data-testid="deal-chips">
                    {formatChips(p.stack)}
                  </td>
                  <td class="number" data-testid="deal-icm">
                    {dealShare(p, money)}
                  </td>
                  <td class="number" data-testid="deal-chip-chop">
                    {amountOf(proposals.chipChop, p.entryId, money)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td class="number">{formatChips(total(proposals.icm.players.map((p) => p.stack)))}</td>
                <td class="number">{money(total(proposals.icm.players.map((p) => p.amount)))}</td>
                <td class="number">{money(total(proposals.chipChop.players.map((p) => p.amount)))}</td>
              </tr>
            </tfoot>
          </table>
          <div class="controls">
            {[proposals.icm, proposals.chipChop].map((deal) => (
              <ConfirmButton
                key={deal.id}
                label={`Confirm ${METHOD_NAME[deal.method]} deal`}
                question={`Pay the ${METHOD_NAME[deal.method]} deal and end the tournament?`}
                yes={`Yes, pay the ${METHOD_NAME[deal.method]} deal`}
                busy={action.busy}
                onConfirm={() => void confirm(deal)}
              />
            ))}
          </div>
        </>
      )}
      <ErrorNote error={action.error ?? names.error} />
    </section>
  );
}

const total = (values: number[]): number => values.reduce((sum, v) => sum + v, 0);

/** The other proposal's amount for the same entry (both list the players left; a missing one is shown as such). */
function amountOf(deal: Deal, entryId: string, money: (minor: number) => string): string {
  const player = deal.players.find((p) => p.entryId === entryId);
  return player ? dealShare(player, money) : '—';
}

/** A satellite's seat-winner takes a seat (worth its entry), not cash: said so beside the value. */
function dealShare(player: Deal['players'][number], money: (minor: number) => string): string {
  return player.seat ? `seat (${money(player.amount)})` : money(player.amount);
}

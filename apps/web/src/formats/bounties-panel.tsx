import { api, unwrap } from '../api/client';
import type { Tournament } from '../api/types';
import { formatMoney } from '../format/amounts';
import { useLoad } from '../hooks/use-load';
import { ErrorNote } from '../components/error-note';
import { knockoutWords } from './format-extras-draft';

/**
 * A bounty event's leaderboard (`GET /tournaments/{id}/bounties`, read again on every feed event):
 * each entry's knockouts (a shared one as its share: "1½"), the bounty money won and the bounty on
 * its head now; the pool still on the heads of the players in.
 */
export function BountiesPanel(props: { tournament: Tournament; version: number }) {
  const { tournament: t } = props;
  const tournamentId = t.id;
  const board = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/bounties', { params: { path: { tournamentId } } })), [tournamentId, props.version]);
  const b = board.data;
  const kind = t.bountyKind === 'progressive' ? 'Progressive knockout' : 'Fixed bounty';
  return (
    <section class="panel" aria-labelledby="bounties-title">
      <h3 id="bounties-title">Bounties</h3>
      <p>
        {kind}: {formatMoney(t.bounty, t.currency)} on each entrant's head
        {t.bountyKind === 'progressive' ? ' — half of a bounty is paid at once, half goes on the winner’s own head.' : '.'}
      </p>
      <ErrorNote error={board.error} />
      {b && (
        <>
          <p data-testid="bounty-pool">Pool still on heads: {formatMoney(b.pool, t.currency)}</p>
          <table class="bounties" aria-label="Bounty leaderboard">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Knockouts</th>
                <th scope="col">Won</th>
                <th scope="col">On head now</th>
              </tr>
            </thead>
            <tbody>
              {b.standings.map((s) => (
                <tr key={s.entryId} data-testid="bounty-row">
                  <td>
                    {s.screenName}
                    {s.entryNo > 1 ? ` (entry ${s.entryNo})` : ''}
                    {s.status === 'busted' ? ' · out' : ''}
                  </td>
                  <td title={s.shares.join(' + ')}>{knockoutWords(s.knockouts)}</td>
                  <td>{formatMoney(s.bountyWon, t.currency)}</td>
                  <td>{formatMoney(s.bounty, t.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

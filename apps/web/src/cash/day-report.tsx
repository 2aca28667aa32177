import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { ErrorNote } from '../components/error-note';
import { formatMoney } from '../format/amounts';
import { roomTimeZone } from '../format/times';
import { useAction, useLoad } from '../hooks/use-load';
import { downloadFile } from './download-file';
import { csvFileName, dayIn, reportRange } from './report-range';

/**
 * The day's report (`GET /cash-reports/days` and `/players`) for days chosen in the room's time
 * zone (today by default), and its CSV (`/cash-reports/days.csv`), fetched with the key and offered
 * as a file. The API counts days in UTC: a row is a UTC day inside the range.
 */
export function DayReport(props: { gameId?: string; unit: string }) {
  const zone = roomTimeZone();
  const today = dayIn(new Date(), zone);
  const [first, setFirst] = useState(today);
  const [last, setLast] = useState(today);
  const [nonce, setNonce] = useState(0);
  const query = { ...reportRange(first, last < first ? first : last, zone), ...(props.gameId ? { gameId: props.gameId } : {}) };
  const report = useLoad(
    () =>
      Promise.all([
        unwrap(api.GET('/cash-reports/days', { params: { query: { ...query, limit: 100 } } })),
        unwrap(api.GET('/cash-reports/players', { params: { query: { ...query, limit: 100 } } })),
      ]),
    [query.from, query.to, props.gameId, nonce],
  );
  const download = useAction();
  const m = (n: number) => formatMoney(n, props.unit);
  const csv = () =>
    void download.run(async () => {
      const blob = await unwrap(api.GET('/cash-reports/days.csv', { params: { query }, parseAs: 'blob' }));
      downloadFile(blob as Blob, csvFileName('days', first, last));
    });
  const [days, players] = report.data ?? [null, null];

  return (
    <section class="panel" aria-labelledby="report-title">
      <h3 id="report-title">The day's report</h3>
      <div class="inline-form">
        <label>
          From (room's day)
          <input type="date" name="reportFrom" value={first} max={last} onChange={(e) => setFirst(e.currentTarget.value || today)} />
        </label>
        <label>
          Through
          <input type="date" name="reportTo" value={last} min={first} onChange={(e) => setLast(e.currentTarget.value || today)} />
        </label>
        <button type="button" onClick={() => setNonce((n) => n + 1)}>
          Refresh report
        </button>
        <button type="button" disabled={download.busy} onClick={csv}>
          Download CSV
        </button>
      </div>
      <ErrorNote error={report.error ?? download.error} />
      {days && (
        <table class="seating cash-report" data-testid="day-report">
          <caption>Per day (UTC days)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sessions</th>
              <th scope="col">Hands</th>
              <th scope="col">Hours</th>
              <th scope="col">Rake</th>
              <th scope="col">Time collected</th>
            </tr>
          </thead>
          <tbody>
            {days.items.length === 0 && (
              <tr>
                <td colSpan={6} class="muted">
                  Nothing played in these days.
                </td>
              </tr>
            )}
            {days.items.map((d) => (
              <tr key={d.day} data-testid="day-row">
                <th scope="row">{d.day}</th>
                <td class="number">{d.sessions}</td>
                <td class="number">{d.hands}</td>
                <td class="number">{d.hours.toFixed(2)}</td>
                <td class="number">{m(d.rake)}</td>
                <td class="number">{m(d.timeCollected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {players && players.items.length > 0 && (
        <table class="seating cash-report" data-testid="player-report">
          <caption>Per player</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Sessions</th>
              <th scope="col">Buy-ins</th>
              <th scope="col">Cash-outs</th>
              <th scope="col">Net</th>
              <th scope="col">Time charged</th>
            </tr>
          </thead>
          <tbody>
            {players.items.map((p) => (
              <tr key={p.playerId}>
                <th scope="row">{p.screenName}</th>
                <td class="number">{p.sessions}</td>
                <td class="number">{m(p.buyIns)}</td>
                <td class="number">{m(p.cashOuts)}</td>
                <td class="number">{m(p.net)}</td>
                <td class="number">{m(p.timeCharged)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

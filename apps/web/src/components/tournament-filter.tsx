/** Which tournaments the console lists: all of them, or the sit & gos filling now (`?format=sit-and-go&status=registering`). */
export type TournamentFilter = 'all' | 'sit-and-go-filling';

/** The list's query for a filter. */
export function filterQuery(filter: TournamentFilter): { format?: 'sit-and-go'; status?: 'registering' } {
  return filter === 'sit-and-go-filling' ? { format: 'sit-and-go', status: 'registering' } : {};
}

export function TournamentFilterSelect(props: { value: TournamentFilter; onChange: (filter: TournamentFilter) => void }) {
  return (
    <label>
      Show
      <select name="tournamentFilter" value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as TournamentFilter)}>
        <option value="all">All tournaments</option>
        <option value="sit-and-go-filling">Sit & gos filling now</option>
      </select>
    </label>
  );
}

/** A sit & go in a few words: "sit & go #3 · 4 / 6 registered", shoot-out and re-registering said too. */
export function sitAndGoWords(t: {
  format: string;
  seriesId: string | null;
  seriesNumber: number;
  reRegister: boolean;
  shootOut: boolean;
  entries: number;
  maxPlayers: number;
  status: string;
}): string | null {
  if (t.format !== 'sit-and-go') return null;
  const series = t.seriesId !== null || t.reRegister ? ` #${t.seriesNumber}` : '';
  const kind = t.shootOut ? 'shoot-out sit & go' : 'sit & go';
  return `${kind}${series} · ${t.entries} / ${t.maxPlayers} registered`;
}

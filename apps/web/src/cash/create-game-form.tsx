import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { ErrorNote } from '../components/error-note';
import { useAction } from '../hooks/use-load';
import { CASH_PRESETS, isFlopPreset } from './cash-format';
import type { CashGame, CashPreset } from './cash-types';
import { gameBody, NEW_GAME, type GameDraft } from './game-draft';

const CURRENCIES = ['USD', 'EUR', 'GBP'];

/** A new cash game (`POST /cash-games`, directors and admins): game, stakes and buy-ins typed as money, time collection, the waitlist's policy. */
export function CreateGameForm(props: { onCreated: (game: CashGame) => void }) {
  const [draft, setDraft] = useState<GameDraft>(NEW_GAME);
  const action = useAction();
  const set = (field: keyof GameDraft) => (e: Event) => setDraft({ ...draft, [field]: (e.currentTarget as HTMLInputElement | HTMLSelectElement).value });
  const flop = isFlopPreset(draft.preset);
  const submit = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      props.onCreated(await unwrap(api.POST('/cash-games', { body: gameBody(draft) })));
      setDraft({ ...draft, name: '' });
    });
  };
  const moneyField = (field: keyof GameDraft, label: string) => (
    <label>
      {label} ({draft.unit})
      <input name={field} inputMode="decimal" required value={draft[field] as string} onInput={set(field)} />
    </label>
  );

  return (
    <form class="panel form" onSubmit={submit} aria-labelledby="new-game-title">
      <h2 id="new-game-title">New cash game</h2>
      <label>
        Name
        <input name="name" required maxLength={64} value={draft.name} onInput={set('name')} />
      </label>
      <div class="row">
        <label>
          Game
          <select name="preset" value={draft.preset} onChange={(e) => setDraft({ ...draft, preset: e.currentTarget.value as CashPreset })}>
            {CASH_PRESETS.map((p) => (
              <option key={p.preset} value={p.preset}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Dealing
          <select name="dealing" value={draft.dealing} onChange={set('dealing')}>
            <option value="live">Live dealer (the floor records the chips)</option>
            <option value="engine">Engine (dealt by the server)</option>
          </select>
        </label>
        <label>
          Currency
          <select name="unit" value={draft.unit} onChange={set('unit')}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
      </div>
      <fieldset class="row">
        <legend>Stakes</legend>
        {flop ? moneyField('smallBlind', 'Small blind') : moneyField('ante', 'Ante')}
        {flop ? moneyField('bigBlind', 'Big blind') : moneyField('bringIn', 'Bring-in')}
        {moneyField('smallBet', 'Small bet')}
        {moneyField('bigBet', 'Big bet')}
      </fieldset>
      <div class="row">
        {moneyField('minBuyIn', 'Minimum buy-in')}
        {moneyField('maxBuyIn', 'Maximum buy-in')}
        <label>
          Seats per table
          <input name="maxSeats" type="number" min={2} max={10} required value={draft.maxSeats} onInput={set('maxSeats')} />
        </label>
      </div>
      <fieldset>
        <legend>Time collection</legend>
        <label class="check">
          <input
            type="checkbox"
            name="timeCollection"
            checked={draft.timeCollection}
            onChange={(e) => setDraft({ ...draft, timeCollection: e.currentTarget.checked })}
          />
          Charge each seat for time
        </label>
        {draft.timeCollection && (
          <div class="row">
            {moneyField('timeAmount', 'Charge per seat')}
            <label>
              Every (minutes)
              <input name="timePeriodMinutes" type="number" min={1} required value={draft.timePeriodMinutes} onInput={set('timePeriodMinutes')} />
            </label>
          </div>
        )}
      </fieldset>
      <div class="row">
        <label>
          Seat held for a called player (seconds)
          <input name="holdSeconds" type="number" min={1} required value={draft.holdSeconds} onInput={set('holdSeconds')} />
        </label>
        <label>
          A called player who does not come
          <select name="noAnswer" value={draft.noAnswer} onChange={set('noAnswer')}>
            <option value="end">goes to the end of the list</option>
            <option value="remove">is taken off the list</option>
          </select>
        </label>
      </div>
      <button type="submit" disabled={action.busy}>
        Create game
      </button>
      <ErrorNote error={action.error} />
    </form>
  );
}

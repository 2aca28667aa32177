import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { CreateTournament, StructurePreset, Tournament } from '../api/types';
import { parseMoney } from '../format/amounts';
import { useAction, useLoad } from '../hooks/use-load';
import { ErrorNote } from './error-note';

const CURRENCIES = ['USD', 'EUR', 'GBP'];

/** A new tournament from a shipped structure (`GET /tournament-structure-presets`); money typed as money. */
export function CreateTournamentForm(props: { onCreated: (t: Tournament) => void }) {
  const presets = useLoad(() => unwrap(api.GET('/tournament-structure-presets')), []);
  const [form, setForm] = useState({
    name: '',
    preset: 'standard' as StructurePreset['name'],
    currency: 'USD',
    buyIn: '100.00',
    fee: '10.00',
    startingStack: '10000',
    maxPlayers: '100',
    dealing: 'live' as CreateTournament['dealing'],
  });
  const action = useAction();
  const set = (field: keyof typeof form) => (e: Event) => setForm({ ...form, [field]: (e.currentTarget as HTMLInputElement | HTMLSelectElement).value });

  const submit = (event: Event) => {
    event.preventDefault();
    void action.run(async () => {
      const buyIn = parseMoney(form.buyIn, form.currency);
      const fee = parseMoney(form.fee, form.currency);
      if (buyIn === null || fee === null) throw new Error('Buy-in and fee are amounts of money, such as 100.00');
      const body: CreateTournament = {
        name: form.name.trim(),
        structurePreset: form.preset,
        currency: form.currency,
        buyIn,
        fee,
        startingStack: Number(form.startingStack),
        maxPlayers: Number(form.maxPlayers),
        dealing: form.dealing,
      };
      props.onCreated(await unwrap(api.POST('/tournaments', { body })));
      setForm({ ...form, name: '' });
    });
  };

  return (
    <form class="panel form" onSubmit={submit} aria-labelledby="create-title">
      <h2 id="create-title">New tournament</h2>
      <label>
        Name
        <input name="name" required maxLength={64} value={form.name} onInput={set('name')} />
      </label>
      <label>
        Structure
        <select name="preset" value={form.preset} onChange={set('preset')}>
          {(presets.data ?? []).map((p) => (
            <option key={p.name} value={p.name}>
              {presetLabel(p)}
            </option>
          ))}
        </select>
      </label>
      <div class="row">
        <label>
          Currency
          <select name="currency" value={form.currency} onChange={set('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          Buy-in ({form.currency})
          <input name="buyIn" inputMode="decimal" required value={form.buyIn} onInput={set('buyIn')} />
        </label>
        <label>
          Fee ({form.currency})
          <input name="fee" inputMode="decimal" required value={form.fee} onInput={set('fee')} />
        </label>
      </div>
      <div class="row">
        <label>
          Starting stack (chips)
          <input name="startingStack" type="number" min={1} required value={form.startingStack} onInput={set('startingStack')} />
        </label>
        <label>
          Max players
          <input name="maxPlayers" type="number" min={2} required value={form.maxPlayers} onInput={set('maxPlayers')} />
        </label>
        <label>
          Dealing
          <select name="dealing" value={form.dealing} onChange={set('dealing')}>
            <option value="live">Live (dealers, the floor reports)</option>
            <option value="engine">Engine (dealt by the server)</option>
          </select>
        </label>
      </div>
      <button type="submit" disabled={action.busy}>
        Create tournament
      </button>
      <ErrorNote error={action.error ?? presets.error} />
    </form>
  );
}

function presetLabel(preset: StructurePreset): string {
  const structure = preset.structure as { name?: unknown };
  return typeof structure.name === 'string' ? structure.name : preset.name;
}

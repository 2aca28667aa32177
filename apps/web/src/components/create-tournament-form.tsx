import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { CreateTournament, Structure, Tournament } from '../api/types';
import { parseMoney } from '../format/amounts';
import { useAction, useLoad } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { NO_EXTRA_TERMS, RegistrationTermsFields, registrationTermsBody } from './registration-terms-fields';
import { SitAndGoFields } from './sit-and-go-fields';
import { formatBody, SCHEDULED } from './sit-and-go-terms';
import { extrasBody, NO_EXTRAS } from '../formats/format-extras-draft';
import { FormatExtrasFields } from '../formats/format-extras-fields';
import { StructureEditor } from './structure-editor';
import { structureChoice, StructureSelect } from './structure-select';

const CURRENCIES = ['USD', 'EUR', 'GBP'];

/**
 * A new tournament from a shipped structure (`GET /tournament-structure-presets`) or one of the
 * director's own (`GET /tournament-structures`), which the structure editor below it saves; money
 * typed as money; scheduled or sit & go; late registration, re-entries, rebuys and the add-on when wanted.
 */
export function CreateTournamentForm(props: { onCreated: (t: Tournament) => void }) {
  const presets = useLoad(() => unwrap(api.GET('/tournament-structure-presets')), []);
  const structures = useLoad(() => unwrap(api.GET('/tournament-structures', { params: { query: { limit: 200 } } })), []);
  const [form, setForm] = useState({
    name: '',
    structure: 'standard',
    currency: 'USD',
    buyIn: '100.00',
    fee: '10.00',
    startingStack: '10000',
    maxPlayers: '100',
    dealing: 'live' as CreateTournament['dealing'],
  });
  const [terms, setTerms] = useState(NO_EXTRA_TERMS);
  const [format, setFormat] = useState(SCHEDULED);
  const [extras, setExtras] = useState(NO_EXTRAS);
  const sitAndGo = format.format === 'sit-and-go';
  const multiDay = format.format === 'multi-day';
  // The server refuses a bounty with rebuys or an add-on and at a multi-day event, and a multi-day satellite.
  const rebuying = !multiDay && (terms.rebuy || terms.addOn);
  const bountyAllowed = !multiDay && !rebuying;
  const bounty = bountyAllowed && extras.bountyKind !== 'none';
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
        ...structureChoice(form.structure),
        currency: form.currency,
        buyIn,
        fee,
        startingStack: Number(form.startingStack),
        maxPlayers: Number(form.maxPlayers),
        dealing: form.dealing,
        ...registrationTermsBody(multiDay ? NO_EXTRA_TERMS : terms, form.currency),
        // A sit & go starts when full: nobody enters after the start.
        ...(sitAndGo || multiDay ? { lateRegistrationLevels: 0, maxReentries: 0 } : {}),
        ...formatBody(format),
        ...extrasBody(
          { ...extras, bountyKind: bountyAllowed ? extras.bountyKind : 'none', satelliteTargetId: multiDay ? '' : extras.satelliteTargetId },
          form.currency,
        ),
      };
      props.onCreated(await unwrap(api.POST('/tournaments', { body })));
      setForm({ ...form, name: '' });
    });
  };
  const saved = (structure: Structure) => {
    structures.reload();
    setForm((f) => ({ ...f, structure: `structure:${structure.id}` }));
  };

  return (
    <>
      <form class="panel form" onSubmit={submit} aria-labelledby="create-title">
        <h2 id="create-title">New tournament</h2>
        <label>
          Name
          <input name="name" required maxLength={64} value={form.name} onInput={set('name')} />
        </label>
        <StructureSelect
          value={form.structure}
          presets={presets.data ?? []}
          saved={structures.data?.items ?? []}
          onChange={(structure) => setForm({ ...form, structure })}
        />
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
        <SitAndGoFields draft={format} onChange={setFormat} />
        {!multiDay && <RegistrationTermsFields draft={terms} currency={form.currency} onChange={setTerms} entriesAfterStart={!sitAndGo} rebuys={!bounty} />}
        <FormatExtrasFields
          draft={extras}
          currency={form.currency}
          buyIn={parseMoney(form.buyIn, form.currency)}
          fee={parseMoney(form.fee, form.currency)}
          bountyAllowed={bountyAllowed}
          bountyRefusedWhy={multiDay ? 'a multi-day event has no bounties' : 'bounties are not offered with rebuys or an add-on (turn them off)'}
          satelliteAllowed={!multiDay}
          onChange={setExtras}
        />
        <button type="submit" disabled={action.busy}>
          Create tournament
        </button>
        <ErrorNote error={action.error ?? presets.error ?? structures.error} />
      </form>
      <details class="panel structure-panel">
        <summary>Write a new structure</summary>
        <StructureEditor onSaved={saved} />
      </details>
    </>
  );
}

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Structure } from '../api/types';
import { useAction } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { fillStakesForGames, firstLevel, gamesOf, itemNames, newBreak, nextLevel, structureBody, type ItemDraft } from './structure-draft';
import { StructureItemFields } from './structure-item-fields';

/**
 * Writes and saves a structure (`POST /tournament-structures`): levels with their minutes, game
 * and stakes in chips, breaks with an optional colour-up. The server validates it and a refusal
 * shows its code and message. Focus follows what a keyboard user did: an added item's first field,
 * or after a removal the item now in its place (else "Add level").
 */
export function StructureEditor(props: { onSaved: (structure: Structure) => void }) {
  const [name, setName] = useState('');
  const [items, setItems] = useState<ItemDraft[]>([firstLevel()]);
  const [saved, setSaved] = useState<string | null>(null);
  const [focusItem, setFocusItem] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const action = useAction();
  const games = gamesOf(items);
  const names = itemNames(items);

  // Before the browser paints: focus never shows on the button first.
  useLayoutEffect(() => {
    if (focusItem === null) return;
    const target = form.current?.querySelector<HTMLElement>(`[name="item-${focusItem}-minutes"]`) ?? form.current?.querySelector<HTMLElement>('.structure-add');
    target?.focus();
    setFocusItem(null);
  }, [focusItem]);

  const add = (item: ItemDraft) => {
    setItems([...items, item]);
    setFocusItem(items.length);
  };
  const remove = (index: number) => {
    setItems(items.filter((_, i) => i !== index));
    setFocusItem(index);
  };
  const change = (index: number, changed: ItemDraft) => {
    const next = items.map((old, j) => (j === index ? changed : old));
    const gameChanged = changed.kind === 'level' && items[index]?.kind === 'level' && changed.game !== items[index].game;
    setItems(gameChanged ? fillStakesForGames(next) : next);
  };
  const submit = (event: Event) => {
    event.preventDefault();
    setSaved(null);
    void action.run(async () => {
      const structure = await unwrap(api.POST('/tournament-structures', { body: structureBody(name, items) }));
      setSaved(structure.name);
      setName('');
      setItems([firstLevel()]);
      props.onSaved(structure);
    });
  };

  return (
    <form ref={form} class="structure-editor" onSubmit={submit} aria-labelledby="structure-title">
      <h3 id="structure-title">New structure</h3>
      <p class="muted">Stakes in chips. It starts and ends with a level; a break goes between two levels.</p>
      <label>
        Structure name
        <input name="structureName" required maxLength={64} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      {items.map((item, i) => (
        <StructureItemFields
          key={i}
          item={item}
          index={i}
          name={names[i] ?? ''}
          game={games[i] ?? ''}
          first={i === 0}
          onChange={(changed) => change(i, changed)}
          onRemove={() => remove(i)}
        />
      ))}
      <div class="controls">
        <button type="button" class="structure-add" onClick={() => add(nextLevel(items))}>
          Add level
        </button>
        <button type="button" onClick={() => add(newBreak())}>
          Add break
        </button>
        <button type="submit" disabled={action.busy || items.length === 0}>
          Save structure
        </button>
      </div>
      {saved && (
        <p role="status" data-testid="structure-saved">
          Saved “{saved}”: chosen for the new tournament above.
        </p>
      )}
      <ErrorNote error={action.error} />
    </form>
  );
}

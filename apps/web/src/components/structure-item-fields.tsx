import { FIRST_GAME, FLOP_GAMES, isFlopGame, STUD_GAMES, type BreakDraft, type ItemDraft, type LevelDraft } from './structure-draft';

type Field = keyof LevelDraft | keyof BreakDraft;

/**
 * One level or break of the structure being written: labelled inputs in chips and minutes. A
 * level's stakes follow its game: ante and bring-in for stud games, blinds for flop games.
 */
export function StructureItemFields(props: {
  item: ItemDraft;
  index: number;
  name: string;
  /** The game this item deals (its own, or the one before it). */
  game: string;
  first: boolean;
  onChange: (item: ItemDraft) => void;
  onRemove: () => void;
}) {
  const { item, name } = props;
  const input = (field: Field, label: string, optional = false) => (
    <label>
      {label}
      <input
        name={`item-${props.index}-${field}`}
        type="number"
        inputMode="numeric"
        min={field === 'minutes' ? 1 : 0}
        step={1}
        required={!optional}
        value={(item as unknown as Record<string, string>)[field] ?? ''}
        onInput={(e) => props.onChange({ ...item, [field]: e.currentTarget.value } as ItemDraft)}
      />
    </label>
  );

  return (
    <fieldset class="structure-item" data-testid="structure-item">
      <legend>{name}</legend>
      {input('minutes', 'Minutes')}
      {item.kind === 'level' && (
        <>
          <label>
            Game
            <select name={`item-${props.index}-game`} value={item.game} onChange={(e) => props.onChange({ ...item, game: e.currentTarget.value })}>
              <option value="">{props.first ? STUD_GAMES[FIRST_GAME] : 'As the level before'}</option>
              <optgroup label="Stud games">
                {Object.entries(STUD_GAMES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Flop games">
                {Object.entries(FLOP_GAMES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          {isFlopGame(props.game) ? (
            <>
              {input('smallBlind', 'Small blind (chips)')}
              {input('bigBlind', 'Big blind (chips)')}
              {input('ante', 'Ante (chips, optional)', true)}
            </>
          ) : (
            <>
              {input('ante', 'Ante (chips)')}
              {input('bringIn', 'Bring-in (chips)')}
            </>
          )}
          {input('smallBet', 'Small bet (chips)')}
          {input('bigBet', 'Big bet (chips)')}
        </>
      )}
      {item.kind === 'break' && input('smallestChip', 'Colour-up: smallest chip after (optional)', true)}
      <button type="button" class="structure-remove" onClick={props.onRemove} aria-label={`Remove ${name.toLowerCase()}`}>
        Remove
      </button>
    </fieldset>
  );
}

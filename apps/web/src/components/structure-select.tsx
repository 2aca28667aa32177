import type { CreateTournament, Structure, StructurePreset } from '../api/types';

/**
 * The choice of structure for a new tournament: the shipped presets by name (`standard`…) and the
 * director's saved structures as `structure:<id>` (the tournament's `structureSource` spells them
 * the same way).
 */
export function structureChoice(value: string): Pick<CreateTournament, 'structureId' | 'structurePreset'> {
  if (value.startsWith('structure:')) return { structureId: value.slice('structure:'.length) };
  return { structurePreset: value as StructurePreset['name'] };
}

export function StructureSelect(props: { value: string; presets: StructurePreset[]; saved: Structure[]; onChange: (value: string) => void }) {
  return (
    <label>
      Structure
      {/* Named "preset" since the console's first version: the browser tests choose presets by it. */}
      <select name="preset" value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        <optgroup label="Presets">
          {props.presets.map((p) => (
            <option key={p.name} value={p.name}>
              {presetLabel(p)}
            </option>
          ))}
        </optgroup>
        {props.saved.length > 0 && (
          <optgroup label="Your structures">
            {props.saved.map((s) => (
              <option key={s.id} value={`structure:${s.id}`}>
                {s.name} ({levelsOf(s)} levels)
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </label>
  );
}

function presetLabel(preset: StructurePreset): string {
  const structure = preset.structure as { name?: unknown };
  return typeof structure.name === 'string' ? structure.name : preset.name;
}

function levelsOf(structure: Structure): number {
  return (structure.items as { kind?: unknown }[]).filter((item) => item.kind === 'level').length;
}

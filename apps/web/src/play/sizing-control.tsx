import { clampAmount, sizingPresets, type SizingSpot } from './bet-sizing';
import { parseUnitAmount, unitAmountInput } from './table-amounts';

/**
 * The amount of a pot- or no-limit bet: a slider and a number field bounded by the legal range,
 * and Min / Pot / All-in presets. Whatever is typed is kept within the range before it is sent.
 */
export function SizingControl(props: { spot: SizingSpot; unit: string; value: number; onChange: (amount: number) => void; disabled: boolean }) {
  const { spot, unit } = props;
  const set = (amount: number) => props.onChange(clampAmount(amount, spot.min, spot.max));
  const step = unit === 'PLAY' || unit.startsWith('chips:') ? 1 : 1 / 100;
  return (
    <div class="play-sizing" role="group" aria-label="Bet size" data-testid="sizing">
      <label class="play-sizing-slider">
        <span class="play-visually-hidden">Amount (slider)</span>
        <input
          type="range"
          min={spot.min}
          max={spot.max}
          step={1}
          value={props.value}
          disabled={props.disabled}
          onInput={(e) => set(Number((e.target as HTMLInputElement).value))}
        />
      </label>
      <label class="play-sizing-amount">
        Amount
        <input
          type="number"
          inputMode="decimal"
          min={unitAmountInput(spot.min, unit)}
          max={unitAmountInput(spot.max, unit)}
          step={step}
          value={unitAmountInput(props.value, unit)}
          disabled={props.disabled}
          onChange={(e) => set(parseUnitAmount((e.target as HTMLInputElement).value, unit) ?? spot.min)}
        />
      </label>
      <span class="play-presets">
        {sizingPresets(spot).map((preset) => (
          <button key={preset.label} type="button" disabled={props.disabled} onClick={() => set(preset.amount)} aria-pressed={props.value === preset.amount}>
            {preset.label}
          </button>
        ))}
      </span>
    </div>
  );
}

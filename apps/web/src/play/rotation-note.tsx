import { stakesText } from './table-amounts';
import type { TableView } from './types';

/** A mixed game's place in its rotation: the game now, the next one and when it comes. */
export function RotationNote(props: { table: TableView }) {
  const rotation = props.table.rotation;
  if (!rotation) return null;
  const when =
    rotation.handsUntilChange === null
      ? 'after this orbit'
      : rotation.handsUntilChange === 0
        ? 'from the next hand'
        : `in ${rotation.handsUntilChange} hand${rotation.handsUntilChange === 1 ? '' : 's'}`;
  return (
    <p class="play-rotation" data-testid="rotation">
      <strong>{rotation.mix}</strong> · Now: <span data-testid="rotation-current">{rotation.current.name}</span> (
      {stakesText(rotation.current.stakes, props.table.unit)}) · Next: <span data-testid="rotation-next">{rotation.next.name}</span> {when}
    </p>
  );
}

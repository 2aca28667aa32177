import type { ClockItem } from '../api/types';
import { stakesParts } from '../format/stakes';

/** A level's (or break's) name, game and stakes, labelled. */
export function StakesBlock(props: { title: string; item: ClockItem | null; testId: string }) {
  const { item } = props;
  return (
    <section class="stakes" data-testid={props.testId} aria-label={props.title}>
      <h2>{props.title}</h2>
      {!item && <p class="muted">—</p>}
      {item && (
        <>
          <p class="stakes-name">
            {item.name}
            {item.kind === 'level' && <span class="stakes-game"> · {item.game.name}</span>}
          </p>
          {item.stakes ? (
            <dl class="stakes-list">
              {stakesParts(item.stakes).map((part) => (
                <div key={part.label}>
                  <dt>{part.label}</dt>
                  <dd>{part.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>Break · {item.minutes} min</p>
          )}
        </>
      )}
    </section>
  );
}

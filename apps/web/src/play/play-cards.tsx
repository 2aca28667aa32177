import { cardFace } from './card-text';

/**
 * Cards as the view gives them: a card it names face up (rank and suit, `data-card` in notation),
 * a card it hides (null) face down. Down cards sit a little apart and raised, so up cards read as the board. Nothing else is drawn: the server's view decides what shows.
 */
export function PlayCards(props: { cards: readonly (string | null)[]; label: string; testId?: string; down?: boolean }) {
  if (props.cards.length === 0) return null;
  return (
    <span class={props.down ? 'play-cards play-cards-down' : 'play-cards'} role="group" aria-label={props.label} data-testid={props.testId}>
      {props.cards.map((card, i) => {
        if (card === null)
          return (
            <span key={i} class="play-card play-card-back" role="img" aria-label="face-down card" data-card="back">
              <span aria-hidden="true">▒</span>
            </span>
          );
        const face = cardFace(card);
        return (
          <span key={i} class={face.red ? 'play-card play-card-red' : 'play-card'} role="img" aria-label={face.name} data-card={card}>
            <span aria-hidden="true">
              {face.rank}
              {face.symbol}
            </span>
          </span>
        );
      })}
    </span>
  );
}

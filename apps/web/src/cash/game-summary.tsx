import { api, unwrap } from '../api/client';
import { ConfirmButton } from '../components/confirm-button';
import { ErrorNote } from '../components/error-note';
import { formatMoney } from '../format/amounts';
import { useAction } from '../hooks/use-load';
import { dealingText, gameKind, rakeText, stakesMoney, timeCollectionText } from './cash-format';
import type { CashGame } from './cash-types';

/** A game's terms in words, and (directors, admins) closing it once its tables are closed. */
export function GameSummary(props: { game: CashGame; canClose: boolean; onClosed: () => void }) {
  const { game } = props;
  const action = useAction();
  const rake = rakeText(game);
  const close = () =>
    void action.run(async () => {
      await unwrap(api.POST('/cash-games/{gameId}/close', { params: { path: { gameId: game.id } } }));
      props.onClosed();
    });
  return (
    <section class="panel" aria-labelledby="game-title">
      <h2 id="game-title">{game.name}</h2>
      <dl class="figures cash-terms" data-testid="game-terms">
        <div>
          <dt>Game</dt>
          <dd>{gameKind(game)}</dd>
        </div>
        <div>
          <dt>Stakes</dt>
          <dd>{stakesMoney(game.stakes, game.unit)}</dd>
        </div>
        <div>
          <dt>Dealing</dt>
          <dd>{dealingText(game.dealing)}</dd>
        </div>
        <div>
          <dt>Buy-in</dt>
          <dd>
            {formatMoney(game.minBuyIn, game.unit)} to {formatMoney(game.maxBuyIn, game.unit)}
          </dd>
        </div>
        <div>
          <dt>Time collection</dt>
          <dd data-testid="time-collection">{timeCollectionText(game)}</dd>
        </div>
        {rake && (
          <div>
            <dt>Rake</dt>
            <dd>{rake}</dd>
          </div>
        )}
        <div>
          <dt>Waitlist</dt>
          <dd>
            seat held {game.holdSeconds} s; no answer: {game.noAnswer === 'end' ? 'to the end of the list' : 'off the list'}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd class="status">{game.status}</dd>
        </div>
      </dl>
      {props.canClose && game.status === 'open' && (
        <p class="controls">
          <ConfirmButton
            label="Close game"
            question={`Close ${game.name}? Its tables must be closed; its waitlist is cleared.`}
            yes={`Yes, close ${game.name}`}
            busy={action.busy}
            onConfirm={close}
          />
        </p>
      )}
      <ErrorNote error={action.error} />
    </section>
  );
}

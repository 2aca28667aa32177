import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Principal } from '../api/types';
import { ConsoleHeader } from '../components/console-header';
import { ErrorNote } from '../components/error-note';
import { useLoad } from '../hooks/use-load';
import { HandList } from '../replayer/hand-list';
import { HandReplayer } from '../replayer/hand-replayer';
import { EMPTY_TEXT_REPLAY, TextReplayPanel, type TextReplaySession } from '../replayer/text-replay-panel';
import { navigate } from '../router';

function HandView(props: { handId: string }) {
  const history = useLoad(() => unwrap(api.GET('/hands/{handId}', { params: { path: { handId: props.handId } } })), [props.handId]);
  if (history.error) return <ErrorNote error={history.error} />;
  if (!history.data) return <p role="status">Loading the hand…</p>;
  return <HandReplayer key={props.handId} handId={props.handId} history={history.data} />;
}

/**
 * The hand replayer (`/console/hands`, `/console/hands/<handId>`): the key's hands, and one
 * replayed step by step; at `/console/hands`, PokerStars text opened in the same replayer (its
 * state kept here, so it is still there after an API hand was opened).
 */
export function HandsPage(props: { principal: Principal; handId: string | null; onSignOut: () => void }) {
  const { principal } = props;
  const [textReplay, setTextReplay] = useState<TextReplaySession>(EMPTY_TEXT_REPLAY);
  return (
    <div class="console">
      <ConsoleHeader principal={principal} page="hands" onSignOut={props.onSignOut} />
      <div class="console-body">
        <nav class="console-side" aria-label="Hands">
          <h2>Hands</h2>
          <HandList selectedId={props.handId} onOpen={(id) => navigate(`/console/hands/${id}`)} />
        </nav>
        <main class="console-main">
          {props.handId ? (
            <HandView handId={props.handId} />
          ) : (
            <>
              <p class="muted">Choose a hand to replay it, or open PokerStars text.</p>
              <TextReplayPanel session={textReplay} onChange={setTextReplay} />
            </>
          )}
        </main>
      </div>
    </div>
  );
}

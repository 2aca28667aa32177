import { useEffect, useRef } from 'preact/hooks';
import { api, ApiError, unwrap } from '../api/client';
import type { StarsReplay } from '../api/types';
import { useAction } from '../hooks/use-load';
import { HandReplayer } from './hand-replayer';
import { starsHandTexts } from './stars-text-hands';
import { StarsTextCopy } from './stars-text-copy';
import { TextHandResults } from './text-hand-results';
import { TextReplayForm } from './text-replay-form';

/** What the panel keeps while the page is open: the box's text, the last answer (with the text it answers) and the hand opened. */
export interface TextReplaySession {
  draft: string;
  replayed: { text: string; hands: string[]; result: StarsReplay } | null;
  opened: number | null;
}

export const EMPTY_TEXT_REPLAY: TextReplaySession = { draft: '', replayed: null, opened: null };

async function replay(text: string): Promise<StarsReplay> {
  try {
    return await unwrap(api.POST('/hands/replay', { body: { text } }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 413) throw new Error(`${e.message} (${e.code}): send a longer session in parts.`, { cause: e });
    throw e;
  }
}

/** "Open PokerStars text": text through `POST /hands/replay`, its hands listed, one opened in the hand replayer. */
export function TextReplayPanel(props: { session: TextReplaySession; onChange: (session: TextReplaySession) => void }) {
  const { session, onChange } = props;
  const action = useAction();
  const opened = useRef<HTMLDivElement>(null);
  const replayed = session.replayed;
  const item = replayed && session.opened !== null ? replayed.result.items[session.opened] : undefined;

  useEffect(() => {
    opened.current?.querySelector<HTMLButtonElement>('.replay-controls button')?.focus();
  }, [replayed, session.opened]);

  const send = (text: string) =>
    void action.run(async () => {
      const result = await replay(text);
      onChange({ draft: text, replayed: { text, hands: starsHandTexts(text), result }, opened: null });
    });

  return (
    <section class="text-replay" aria-labelledby="text-replay-title">
      <h2 id="text-replay-title">Open PokerStars text</h2>
      <p class="muted">Paste hands or choose a hand-history file: the server replays them through the engine and stores nothing.</p>
      <TextReplayForm draft={session.draft} onDraft={(draft) => onChange({ ...session, draft })} busy={action.busy} error={action.error} onSend={send} />
      {replayed && <TextHandResults result={replayed.result} opened={session.opened} onOpen={(i) => onChange({ ...session, opened: i })} />}
      {item?.history && (
        <div ref={opened}>
          <HandReplayer
            key={`${session.opened}-${replayed?.text.length}`}
            handId={item.history.handId}
            history={item.history}
            copy={<StarsTextCopy load={() => Promise.resolve(replayed?.hands[session.opened ?? -1] ?? '')} />}
          />
        </div>
      )}
    </section>
  );
}

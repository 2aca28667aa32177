import { HandHistory, parseStarsFile, replayStars, StarsDisagreement } from '@app/razz-engine';

/** One hand of the text (documented for the API by `StarsReplayItemView`). */
export interface StarsTextHand {
  handId: string | null;
  line: number;
  ok: boolean;
  error: { code: string; message: string; line: number } | null;
  disagreements: StarsDisagreement[];
  notes: string[];
  history: HandHistory | null;
}

/** The whole text's answer (documented for the API by `StarsReplayView`). */
export interface StarsTextReplay {
  items: StarsTextHand[];
  agree: number;
  disagree: number;
  unreadable: number;
}

/**
 * PokerStars text read and replayed through the engine, hand by hand (docs/hand-histories.md
 * "Parser" and "Replay"): each hand's history in the shape `GET /hands/{handId}` gives, its
 * disagreements with the text and the notes. A hand that cannot be read is reported and the rest
 * go on. Pure: nothing is stored, nothing is read but the text.
 */
export function replayStarsText(text: string, minorUnitsPerChip = 1): StarsTextReplay {
  const items: StarsTextHand[] = parseStarsFile(text, { minorUnitsPerChip }).map((parsed) => {
    if (!parsed.ok) return { handId: parsed.handId, line: parsed.error.line, ok: false, error: parsed.error, disagreements: [], notes: [], history: null };
    const report = replayStars(parsed.value);
    return {
      handId: report.handId,
      line: report.line,
      ok: report.ok,
      error: null,
      disagreements: report.disagreements,
      notes: report.notes,
      history: report.history,
    };
  });
  return {
    items,
    agree: items.filter((i) => i.ok).length,
    disagree: items.filter((i) => !i.ok && i.error === null).length,
    unreadable: items.filter((i) => i.error !== null).length,
  };
}

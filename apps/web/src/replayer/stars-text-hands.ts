import type { StarsReplayItem } from '../api/types';

/** The API's body limit (`POST /hands/replay`): 100 KB of JSON. */
export const MAX_REPLAY_BODY_BYTES = 100 * 1024;

/** A hand's first line, as the API's parser knows it (libs/razz-engine `parseStarsFile`): one item per such line. */
const HEADER = /^PokerStars (?:Zoom |Home Game )?(?:Hand|Game) #([^:\s]+):\s+(?:\{[^}]*\} )?(.*)$/;

/** The bytes of the JSON body the page would send (openapi-fetch sends `JSON.stringify(body)`). */
export function replayBodyBytes(text: string): number {
  return new TextEncoder().encode(JSON.stringify({ text })).length;
}

/** Why `text` is too large to send, or null when it fits. */
export function tooLargeMessage(text: string): string | null {
  const bytes = replayBodyBytes(text);
  if (bytes <= MAX_REPLAY_BODY_BYTES) return null;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return `The text is too large to send: ${kb(bytes)}, and the limit is ${kb(MAX_REPLAY_BODY_BYTES)} (about 60 stud hands). Send a longer session in parts.`;
}

/**
 * Each hand's own text, in the order the API answers its items: from a header line to the line
 * before the next one, without the empty lines that part them.
 */
export function starsHandTexts(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const starts = lines.flatMap((line, i) => (HEADER.test(line.trim()) ? [i] : []));
  return starts.map((start, k) => {
    const hand = lines.slice(start, starts[k + 1] ?? lines.length);
    while (hand.length > 1 && (hand[hand.length - 1] ?? '').trim() === '') hand.pop();
    return `${hand.join('\n')}\n`;
  });
}

/** What the engine made of one hand, in words, each with its line. */
export function itemVerdict(item: StarsReplayItem): string[] {
  if (item.error) return [`Could not be read: ${item.error.message} (line ${item.error.line}, ${item.error.code})`];
  if (item.ok) return ['Agrees: every action, pot, winner and amount as the text has them'];
  if (item.disagreements.length === 0) return ['Disagrees with the text'];
  return item.disagreements.map((d) => `Disagrees: ${d.message}${d.line !== undefined ? ` (line ${d.line})` : ''} (${d.code})`);
}

/**
 * Helpers for the hand-history API in tests: reading lists (all pages), one hand as JSON or text,
 * and the checks every exported text must pass — it parses, replays through the engine without
 * a disagreement to the JSON's outcome, and keeps the format's invariants (docs/hand-history-format.md).
 */
import request from 'supertest';
import { formatCard, HandHistory, HandState, parseStarsFile, replayStars } from '@app/razz-engine';
import { starsLineProblems } from '../../libs/razz-engine/test/helpers/stars-line-grammar';
import { bracketCards, starsTextProblems } from '../../libs/razz-engine/test/helpers/stars-text-checks';
import type { Target } from './tables';

export interface HandSummaryBody {
  id: string;
  serial: string;
  tableId: string;
  tableName: string;
  handNumber: number;
  tournamentId: string | null;
  unit: string;
  game: { id: string; name: string };
  stakes: { ante: number; bringIn: number; smallBet: number; bigBet: number };
  startedAt: string;
  endedAt: string;
  endedBy: 'fold' | 'showdown';
  totalPot: number;
  rake: number;
  players: { seat: number; playerId: string; screenName: string; startingStack: number; net: number }[];
  hero: { seat: number; net: number } | null;
}

/** Every page of `GET /hands?…`, following `nextCursor`. */
export async function listAllHands(target: Target, key: string, query: Record<string, string | number> = {}): Promise<HandSummaryBody[]> {
  const items: HandSummaryBody[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const res = await request(target)
      .get('/hands')
      .query({ ...query, ...(cursor ? { cursor } : {}) })
      .set('x-api-key', key);
    if (res.status !== 200) throw new Error(`GET /hands: ${res.status} ${JSON.stringify(res.body)}`);
    items.push(...(res.body.items as HandSummaryBody[]));
    if (res.body.nextCursor === null) return items;
    cursor = res.body.nextCursor as string;
  }
  throw new Error('GET /hands never reached its last page');
}

export async function handJson(target: Target, key: string, handId: string): Promise<{ history: HandHistory; raw: string }> {
  const res = await request(target).get(`/hands/${handId}`).set('x-api-key', key);
  if (res.status !== 200) throw new Error(`GET /hands/${handId}: ${res.status} ${JSON.stringify(res.body)}`);
  return { history: res.body as HandHistory, raw: res.text };
}

export async function handText(target: Target, key: string, handId: string): Promise<string> {
  const res = await request(target).get(`/hands/${handId}/text`).set('x-api-key', key).buffer(true);
  if (res.status !== 200) throw new Error(`GET /hands/${handId}/text: ${res.status} ${res.text}`);
  return res.text;
}

/**
 * What is wrong with one exported hand (empty = fine): it must parse, replay through the engine
 * under the hand's rules without a disagreement, reach the same outcome as the JSON copy, keep
 * the pot, collected and summary invariants, and hold only lines of real PokerStars hands (one
 * hero at most).
 */
export function exportProblems(text: string, json: HandHistory): string[] {
  const parsed = parseStarsFile(text);
  const [only] = parsed;
  if (parsed.length !== 1 || !only) return [`${parsed.length} hands in one hand's text`];
  if (!only.ok) return [`unreadable at line ${only.error.line}: ${only.error.message}`];
  const report = replayStars(only.value, { rules: json.rules });
  const problems = report.disagreements.map((d) => `${d.code}: ${d.message}`);
  if (report.ok && JSON.stringify(report.history?.outcome) !== JSON.stringify(json.outcome)) problems.push('the replay reached another outcome than the JSON');
  const lines = starsLineProblems(text.trimEnd()).map((p) => `line ${p.line} ${p.text}: ${p.reason}`);
  return [...problems, ...starsTextProblems(text), ...lines];
}

/**
 * Down cards `viewerSeat` may not see in this hand: every other seat's, unless that seat showed
 * at the showdown — from the engine state stored for the hand, not from the API under test.
 */
export function secretCards(state: HandState, viewerSeat: number | null): Set<string> {
  return new Set(state.players.filter((p) => p.seat !== viewerSeat && !p.shown).flatMap((p) => p.down.map(formatCard)));
}

const JSON_CARD = /"([2-9TJQKA][shdc])"/g;

/** Cards a JSON answer names (as strings) and a text names (in brackets). */
export function cardsIn(body: { json?: string; text?: string }): Set<string> {
  const fromJson = body.json ? [...body.json.matchAll(JSON_CARD)].map((m) => m[1] as string) : [];
  return new Set([...fromJson, ...(body.text ? bracketCards(body.text) : [])]);
}

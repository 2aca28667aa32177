import type { ApiKeyRole } from '@app/persistence';
import { BlindDebt, formatCards, HandView, HistoryFairness, legalActions, viewFor } from '@app/razz-engine';
import type { HandFacts, TableFacts, TableInfo } from '../hands/table-facts';

/** Who looks: staff see every card in play; a player sees their own down cards only. */
export interface TableViewer {
  role: ApiKeyRole;
  playerId: string | null;
}

export interface SeatView {
  seat: number;
  playerId: string;
  screenName: string;
  /** A bot the room seated (docs/tables.md "Practice tables and bots"). */
  bot: boolean;
  /** Chips behind: the engine's stack while the seat plays a hand, else the seat-stack balance. */
  stack: number;
  sittingOut: boolean;
  leaving: boolean;
  inHand: boolean;
  blindDebt: BlindDebt;
  waitForBigBlind: boolean;
  clientSeed: string;
}

export interface HandSummaryView {
  id: string;
  number: number;
  status: 'running' | 'finished';
  /** Send it back with an action: a stale version is refused (409 STALE_VERSION). */
  version: number;
  /** When the current decision times out (null once over). */
  deadlineAt: string | null;
  /** The engine's view (`viewFor`) for this viewer, or with every card for staff. */
  view: HandView;
  /** How the hand was shuffled (docs/fairness.md); null for a hand dealt otherwise. */
  fairness: HistoryFairness | null;
}

/** Whom a view was built for (their seat at the table, if any) and how much of the hand it shows. */
export interface ViewerSummary {
  role: ApiKeyRole;
  playerId: string | null;
  seat: number | null;
  sees: 'everything' | 'own-cards' | 'public';
}

export interface TableView extends TableInfo {
  seats: SeatView[];
  hand: HandSummaryView | null;
  viewer: ViewerSummary;
}

/**
 * Admins and directors run the game (they may act for any seat): they see every card dealt, never
 * the deck. Every other role sees what a spectator sees — cashiers, and the floor too: the floor
 * seats and moves players and never acts in a hand, so it has no need of hole cards.
 */
export function seesEverything(role: ApiKeyRole): boolean {
  return role === 'admin' || role === 'director';
}

/** The staff view: every seat's down cards, and the legal actions of whoever is to act. */
function fullHandView(hand: HandFacts): HandView {
  const base = viewFor(hand.state, null);
  const bySeat = new Map(hand.state.players.map((p) => [p.seat, p]));
  return {
    ...base,
    seats: base.seats.map((s) => {
      const player = bySeat.get(s.seat);
      return player ? { ...s, down: formatCards(player.down) } : s;
    }),
    legalActions: legalActions(hand.state),
  };
}

function handSeatOf(hand: HandFacts | null, playerId: string | null): number | null {
  if (!hand || playerId === null) return null;
  return hand.seats.find((s) => s.playerId === playerId)?.seat ?? null;
}

/**
 * The table as one caller may see it: the only way table state leaves the server (HTTP and
 * WebSocket). A player gets `viewFor(state, ownSeat)` (a spectator's view when not dealt in).
 */
export function buildTableView(facts: TableFacts, viewer: TableViewer): TableView {
  const { hand } = facts;
  const everything = seesEverything(viewer.role);
  const handSeat = handSeatOf(hand, viewer.playerId);
  const tableSeat = facts.seats.find((s) => viewer.playerId !== null && s.playerId === viewer.playerId)?.seat ?? null;
  const running = hand?.status === 'running' ? hand : null;
  const stacks = new Map(running ? running.state.players.map((p) => [p.seat, p.stack]) : []);
  const inHand = new Set(running ? running.seats.map((s) => s.seat) : []);
  return {
    ...facts.table,
    seats: facts.seats.map((s) => ({ ...s, stack: stacks.get(s.seat) ?? s.stack, inHand: inHand.has(s.seat) })),
    hand: hand
      ? {
          id: hand.id,
          number: hand.number,
          status: hand.status,
          version: hand.version,
          deadlineAt: hand.deadlineAt,
          view: everything ? fullHandView(hand) : viewFor(hand.state, handSeat),
          fairness: hand.fairness ?? null,
        }
      : null,
    viewer: { role: viewer.role, playerId: viewer.playerId, seat: tableSeat, sees: everything ? 'everything' : handSeat !== null ? 'own-cards' : 'public' },
  };
}

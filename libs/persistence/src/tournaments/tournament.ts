/**
 * Tournaments as the rest of the code sees them. Money amounts are BigInt minor units of the
 * tournament's currency, chip amounts BigInt chips; structures and payout tables keep
 * tournament-core's own types.
 */
import type { PayoutTable, Structure, StructureItem } from '@app/tournament-core';

export const TOURNAMENT_STATUSES = ['scheduled', 'registering', 'running', 'on-break', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const ENTRY_STATUSES = ['registered', 'playing', 'busted', 'finished', 'unregistered'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** `scheduled`: a director starts it; `sit-and-go`: it starts by itself when `maxPlayers` are registered. */
export type TournamentFormat = 'scheduled' | 'sit-and-go';

export interface StoredStructure {
  id: string;
  name: string;
  items: StructureItem[];
  createdByKeyId: string | null;
  createdAt: Date;
}

export type NewStructure = Pick<StoredStructure, 'name' | 'items' | 'createdByKeyId'>;

/** The prize pool once it is final: what each place pays. */
export interface FinalPayouts {
  prizePool: bigint;
  overlay: bigint;
  /** Percent per place, 1st first. */
  percentages: number[];
  /** Minor units per place, 1st first; sums exactly to `prizePool`. */
  amounts: bigint[];
}

export interface Tournament {
  id: string;
  name: string;
  status: TournamentStatus;
  structure: Structure;
  structureSource: string;
  currency: string;
  buyIn: bigint;
  fee: bigint;
  startingStack: bigint;
  maxPlayers: number;
  seatsPerTable: number;
  actionTimeoutMs: number;
  handPauseMs: number;
  lateRegistrationLevels: number;
  maxReentries: number;
  rebuyLevels: number;
  rebuyPrice: bigint;
  rebuyFee: bigint;
  rebuyChips: bigint;
  addOnPrice: bigint;
  addOnFee: bigint;
  addOnChips: bigint;
  guarantee: bigint;
  /** A custom payout table; null: tournament-core's standard table. */
  payoutTable: PayoutTable | null;
  payoutRounding: bigint;
  entriesCount: number;
  collected: bigint;
  bustCount: number;
  payouts: FinalPayouts | null;
  /** Hand-for-hand starts with this many players left; null: at the bubble (places paid + 1); 0: never. */
  handForHandAt: number | null;
  handForHand: boolean;
  handForHandRound: number;
  /** The current round may be dealt (false while the tables finish the hands dealt before it). */
  handForHandOpen: boolean;
  /** Balancing runs so far (the `table-balancing` job id names the next). */
  balanceRuns: number;
  /** The last balancing run left work for after a hand (a table waiting, a halted table). */
  balancePending: boolean;
  /** Players moved between tables so far (ledger keys `tournament:<id>:move:<n>`). */
  tableMoves: number;
  /** `live`: people deal; the floor reports busts, chip counts and hands done; balancing gives instructions. */
  dealing: 'engine' | 'live';
  /** Floor inputs so far (the next one's `seq`). */
  floorInputs: number;
  /** Move instructions so far (the next one's `seq`). */
  moveInstructions: number;
  format: TournamentFormat;
  /** Sit & go: a fresh copy with the same terms opens for registration when this one starts. */
  reRegister: boolean;
  /** A re-registered copy: the first sit & go of its series; null on the first and on other tournaments. */
  seriesId: string | null;
  /** The running number within the series (the first: 1, or the number its name ends with as "… #12"). */
  seriesNumber: number;
  /** Sit & go: no balancing or breaking; each table plays to one winner, then the winners draw seats at a final table. */
  shootOut: boolean;
  scheduledStartAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdByKeyId: string | null;
  createdAt: Date;
}

/** The state balancing and hand-for-hand keep on the tournament row (not settings). */
type PlayState = 'handForHand' | 'handForHandRound' | 'handForHandOpen' | 'balanceRuns' | 'balancePending' | 'tableMoves' | 'floorInputs' | 'moveInstructions';

export type NewTournament = Omit<
  Tournament,
  'id' | 'status' | 'entriesCount' | 'collected' | 'bustCount' | 'payouts' | 'startedAt' | 'finishedAt' | 'createdAt' | PlayState
>;

export type TournamentChanges = Partial<
  Pick<Tournament, 'status' | 'entriesCount' | 'collected' | 'bustCount' | 'payouts' | 'startedAt' | 'finishedAt' | PlayState>
>;

export interface TournamentListQuery {
  status?: TournamentStatus;
  format?: TournamentFormat;
  limit: number;
  /** Continue after this position (newest first). */
  before?: TournamentPosition;
}

/** Keyset position of the tournament list: creation time (ISO) and id. */
export type TournamentPosition = [string, string];

export interface TournamentEntry {
  id: string;
  tournamentId: string;
  playerId: string;
  /** Joined in from the player. */
  screenName: string;
  entryNo: number;
  status: EntryStatus;
  rebuys: number;
  addOn: boolean;
  bustSeq: number | null;
  bustHandId: string | null;
  bustStartingStack: bigint | null;
  /** The hand-for-hand round of the bust; null outside hand-for-hand. */
  bustRound: number | null;
  /** Live events: the table and seat of the bust and the chips the seat held (what an undo gives back). */
  bustTableId: string | null;
  bustSeat: number | null;
  bustChips: bigint | null;
  timesMoved: number;
  place: number | null;
  placeTo: number | null;
  prize: bigint | null;
  registeredByKeyId: string | null;
  createdAt: Date;
  bustedAt: Date | null;
  endedAt: Date | null;
}

export type NewEntry = Pick<TournamentEntry, 'tournamentId' | 'playerId' | 'entryNo' | 'registeredByKeyId'>;

export type EntryChanges = Partial<
  Pick<
    TournamentEntry,
    | 'status'
    | 'rebuys'
    | 'addOn'
    | 'bustSeq'
    | 'bustHandId'
    | 'bustStartingStack'
    | 'bustRound'
    | 'bustTableId'
    | 'bustSeat'
    | 'bustChips'
    | 'timesMoved'
    | 'place'
    | 'placeTo'
    | 'prize'
    | 'bustedAt'
    | 'endedAt'
  >
>;

/** The level clock's stored state (see `TournamentClock` in schema.prisma). */
export interface ClockState {
  tournamentId: string;
  itemIndex: number;
  anchorAt: Date;
  pausedAt: Date | null;
  epoch: number;
  /** The pause is hand-for-hand's, not a director's: it ends with hand-for-hand. */
  handForHandStop: boolean;
  updatedAt: Date;
}

export type ClockChanges = Partial<Pick<ClockState, 'itemIndex' | 'anchorAt' | 'pausedAt' | 'epoch' | 'handForHandStop'>>;

/** The tournament's side of one of its tables (`tournament_tables`). */
export interface TournamentTableState {
  tableId: string;
  tournamentId: string;
  number: number;
  locked: boolean;
  halted: boolean;
  dealtRound: number;
}

export type TournamentTableChanges = Partial<Pick<TournamentTableState, 'locked' | 'halted' | 'dealtRound'>>;

export const DEAL_STATUSES = ['proposed', 'confirmed', 'void'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export type DealMethod = 'icm' | 'chip-chop';

export interface DealPlayer {
  entryId: string;
  playerId: string;
  stack: string;
  amount: string;
}

export interface TournamentDeal {
  id: string;
  tournamentId: string;
  method: DealMethod;
  status: DealStatus;
  players: DealPlayer[];
  prizes: string[];
  createdByKeyId: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
}

export type NewDeal = Pick<TournamentDeal, 'tournamentId' | 'method' | 'players' | 'prizes' | 'createdByKeyId'>;

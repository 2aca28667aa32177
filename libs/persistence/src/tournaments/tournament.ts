/**
 * Tournaments as the rest of the code sees them. Money amounts are BigInt minor units of the
 * tournament's currency, chip amounts BigInt chips; structures and payout tables keep
 * tournament-core's own types.
 */
import type { PayoutTable, Structure, StructureItem } from '@app/tournament-core';

export const TOURNAMENT_STATUSES = ['scheduled', 'registering', 'running', 'on-break', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
/** `advanced`: bagged chips at the end of a Day 1 flight, plays on in the event's Day 2. */
export const ENTRY_STATUSES = ['registered', 'playing', 'busted', 'finished', 'unregistered', 'advanced'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** `scheduled`: a director starts it; `sit-and-go`: it starts by itself when `maxPlayers` are registered. */
export type TournamentFormat = 'scheduled' | 'sit-and-go' | 'multi-day';
export type BountyKind = 'none' | 'fixed' | 'progressive';
export type FlightReentry = 'if-busted' | 'keep-best';

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
  /** Bounties: `fixed` pays a busted entry's whole bounty to who busted it; `progressive` (PKO) half, the other half added to the winner's own. */
  bountyKind: BountyKind;
  /** The part of each entry's price put on the entrant's head (0 without bounties): an entry costs `buyIn + bounty + fee`. */
  bounty: bigint;
  /** A satellite: the tournament its seats are entries into. */
  satelliteTargetId: string | null;
  /** The seats a satellite awards, fixed with its payouts. */
  satelliteSeats: number | null;
  /** A Day 1 flight: the multi-day event its survivors play on in, and the flight's name there (`1A`…). */
  flightOfId: string | null;
  flightName: string | null;
  /** A flight stops when this share (per cent) of its entries is left, or at the end of `flightStopLevel`. */
  flightStopPercent: number | null;
  flightStopLevel: number | null;
  /** A multi-day event: whether a player who bagged chips in a flight may play another. */
  flightReentry: FlightReentry | null;
  scheduledStartAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdByKeyId: string | null;
  createdAt: Date;
}

/** The state balancing and hand-for-hand keep on the tournament row (not settings). */
type PlayState = 'handForHand' | 'handForHandRound' | 'handForHandOpen' | 'balanceRuns' | 'balancePending' | 'tableMoves' | 'floorInputs' | 'moveInstructions';

/** The formats' settings (bounties, satellites, flights): left out, a tournament has none of them. */
type FormatSettings = 'bountyKind' | 'bounty' | 'satelliteTargetId' | 'flightOfId' | 'flightName' | 'flightStopPercent' | 'flightStopLevel' | 'flightReentry';

export type NewTournament = Omit<
  Tournament,
  | 'id'
  | 'status'
  | 'entriesCount'
  | 'collected'
  | 'bustCount'
  | 'payouts'
  | 'satelliteSeats'
  | 'startedAt'
  | 'finishedAt'
  | 'createdAt'
  | PlayState
  | FormatSettings
> &
  Partial<Pick<Tournament, FormatSettings>>;

export type TournamentChanges = Partial<
  Pick<Tournament, 'status' | 'entriesCount' | 'collected' | 'bustCount' | 'payouts' | 'satelliteSeats' | 'startedAt' | 'finishedAt' | PlayState>
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
  /** The bounty on this entry's head now (grows in a PKO); what it has been paid in bounties so far. */
  bounty: bigint;
  bountyWon: bigint;
  /** A satellite's seat-winner: the entry it was given in the target event. */
  wonEntryId: string | null;
  /** A flight's entry that bagged chips: the stack it carries to Day 2. */
  baggedChips: bigint | null;
  /** Day 2: the flight entry whose bagged stack this entry plays with. */
  fromFlightEntryId: string | null;
  createdAt: Date;
  bustedAt: Date | null;
  endedAt: Date | null;
}

export type NewEntry = Pick<TournamentEntry, 'tournamentId' | 'playerId' | 'entryNo' | 'registeredByKeyId'> &
  Partial<Pick<TournamentEntry, 'bounty' | 'fromFlightEntryId'>>;

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
    | 'bounty'
    | 'bountyWon'
    | 'wonEntryId'
    | 'baggedChips'
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
  /** A satellite's deal: this player takes a seat in the target (`amount` is the seat's value). */
  seat?: boolean;
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

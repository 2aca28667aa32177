import type { components } from '../api/schema';

/** The API's table, hand and cash types by the names the player's screens use. */
type Schemas = components['schemas'];

export type TableView = Schemas['TableViewDto'];
export type TableSeat = Schemas['SeatViewDto'];
export type HandSummary = Schemas['HandSummaryViewDto'];
export type HandView = Schemas['HandView'];
export type HandSeat = Schemas['HandSeatView'];
export type HandResult = Schemas['HandResultView'];
export type LegalAction = Schemas['LegalActionView'];
export type ActionKind = LegalAction['kind'];
export type Rotation = Schemas['RotationView'];
export type CashGame = Schemas['CashGameView'];
export type CashTableSummary = Schemas['CashTableSummaryView'];
export type PlayerWaitlistEntry = Schemas['PlayerWaitlistEntryView'];
export type CashSession = Schemas['CashSessionView'];
export type CashSessionSummary = Schemas['CashSessionSummaryView'];
export type Balance = Schemas['BalanceView'];
export type StakesView = Schemas['StakesDto'];

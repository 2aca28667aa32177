import type { components } from '../api/schema';

/** The cash API's types (generated from its OpenAPI document), by the names the floor's screens use. */
type Schemas = components['schemas'];

export type CashGame = Schemas['CashGameView'];
export type CreateCashGame = Schemas['CreateCashGameDto'];
export type CashPreset = NonNullable<CreateCashGame['preset']>;
export type CashTable = Schemas['TableViewDto'];
export type CashSeat = Schemas['SeatViewDto'];
export type WaitlistEntry = Schemas['WaitlistEntryView'];
export type CashSession = Schemas['CashSessionView'];
export type DayReportRow = Schemas['DayReportView'];
export type PlayerReportRow = Schemas['PlayerReportView'];
export type CashStakes = Schemas['StakesDto'];
export type MoneySource = 'bankroll' | 'cash';

/** A game on offer with its open tables (each with its seats), as the floor's pages read it. */
export interface GameFloor {
  game: CashGame;
  tables: CashTable[];
  waitlist: WaitlistEntry[];
  sessions: CashSession[];
}

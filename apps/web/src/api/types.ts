import type { components } from './schema';

/** The API's own types (generated from its OpenAPI document), by the names the screens use. */
type Schemas = components['schemas'];

export type Role = Schemas['PrincipalView']['role'];
export type Principal = Schemas['PrincipalView'];
export type Tournament = Schemas['TournamentView'];
export type Clock = Schemas['ClockView'];
export type ClockItem = Schemas['ClockItemView'];
export type Stakes = Schemas['StakesDto'];
export type Payouts = Schemas['TournamentPayoutsView'];
export type DisplaySnapshot = Schemas['DisplaySnapshotView'];
export type DisplayBust = Schemas['DisplayBustView'];
export type MoveInstruction = Schemas['MoveInstructionView'];
export type SeatingRow = Schemas['SeatingRowView'];
export type Entry = Schemas['TournamentEntryView'];
export type Player = Schemas['PlayerView'];
export type DisplayLink = Schemas['DisplayLinkView'];
export type CreatedDisplayLink = Schemas['CreatedDisplayLinkView'];
export type CreateTournament = Schemas['CreateTournamentDto'];
export type StructurePreset = Schemas['StructurePresetView'];
export type Results = Schemas['ResultsView'];
export type FloorOverview = Schemas['FloorOverviewView'];
export type FloorTable = Schemas['FloorTableView'];
export type FloorInput = Schemas['FloorInputView'];
export type PlayerChips = Schemas['PlayerChipsDto'];
export type Deal = Schemas['DealView'];
export type Structure = Schemas['StructureView'];
export type CreateStructure = Schemas['CreateStructureDto'];
export type StructureItemInput = Schemas['StructureItemDto'];
export type LevelStakesInput = Schemas['LevelStakesDto'];
export type HandHistory = Schemas['HandHistoryView'];
export type HandEvent = Schemas['HandHistoryView']['events'][number];
export type HandSummary = Schemas['HandSummaryView'];
export type HandPage = Schemas['HandPage'];
export type StarsReplay = Schemas['StarsReplayView'];
export type StarsReplayItem = Schemas['StarsReplayItemView'];

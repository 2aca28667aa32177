/**
 * @app/tournament-core — the pure rules of multi-table tournaments: structures and the level
 * clock, payouts and shared places, ICM and chip-chop deals, the seat draw, eliminations and the
 * balancing/breaking planner. Imports only `@app/razz-engine` (stakes, `Rng`); no framework,
 * database, queue or Node I/O. Randomness comes from the injected `Rng`.
 */
export type { CoreResult, TournamentError, TournamentErrorCode } from './result';
export { splitEvenly, apportionByWeights, apportionShares } from './amounts';

export * from './structure/structure';
export { validateStructure } from './structure/validate-structure';
export { STANDARD_RAZZ, TURBO_RAZZ, HORSE, STRUCTURE_PRESETS } from './structure/presets';
export * from './structure/clock';
export * from './structure/clock-math';
export { levelItemIndex, levelCount, levelAtItem } from './structure/levels';
export { levelName } from './structure/level-name';

export * from './payouts/payout-table';
export { standardPayoutPercentages, standardPlacesPaid, standardPayoutTable } from './payouts/standard-payouts';
export * from './payouts/payouts';
export { splitSharedPlaces } from './payouts/shared-places';
export * from './places/eliminations';
export * from './entries/entry-windows';

export { MAX_DEAL_PLAYERS, type Deal } from './deals/deal-input';
export { icmEquities, icmDeal } from './deals/icm';
export { chipChop, type ChipChopOptions } from './deals/chip-chop';

export * from './seating/seat-draw';
export * from './seating/late-entry';

export * from './planner/types';
export { planTables } from './planner/plan-tables';
export { TDA_BALANCING, tooShort } from './planner/tda-balancing';
export * from './room/room-layout';

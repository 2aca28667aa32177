import type { components } from '../api/schema';

/** The structure routes' types from the API's document, by the names the structure screens use. */
type Schemas = components['schemas'];

export type Structure = Schemas['StructureView'];
export type CreateStructure = Schemas['CreateStructureDto'];
export type StructureItemInput = Schemas['StructureItemDto'];
export type LevelStakesInput = Schemas['LevelStakesDto'];

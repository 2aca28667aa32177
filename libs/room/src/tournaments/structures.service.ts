import { Injectable } from '@nestjs/common';
import { StoredStructure, TournamentStructureRepository, UniqueViolationError, UnitOfWork } from '@app/persistence';
import { STRUCTURE_PRESETS, Structure, StructureItem, validateStructure } from '@app/tournament-core';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit, PageQueryDto } from '../common/pagination/page-query.dto';
import type { CreateStructureDto, StructureItemDto } from './dto/create-structure.dto';
import type { CreateTournamentDto, StructurePresetName } from './dto/create-tournament.dto';
import { TournamentError, TournamentErrorCode } from './tournament.error';

const isPosition = (value: unknown): value is [string, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  !Number.isNaN(Date.parse(value[0])) &&
  typeof value[1] === 'string' &&
  /^[0-9a-f-]{36}$/.test(value[1]);

const structureInvalid = (message: string) => new TournamentError(TournamentErrorCode.STRUCTURE_INVALID, message);

/** The request's items as tournament-core items: a level has stakes, a break has none. */
function itemOf(dto: StructureItemDto, i: number): StructureItem {
  if (dto.kind === 'level') {
    if (!dto.stakes) throw structureInvalid(`item ${i + 1}: a level needs stakes`);
    if (dto.chipRace) throw structureInvalid(`item ${i + 1}: a chip race belongs to a break`);
    const { ante, bringIn, smallBet, bigBet } = dto.stakes;
    // An unknown game is validateStructure's LEVEL_GAME, like every other level problem.
    return { kind: 'level', minutes: dto.minutes, stakes: { ante, bringIn, smallBet, bigBet }, ...(dto.game !== undefined ? { game: dto.game } : {}) };
  }
  if (dto.stakes) throw structureInvalid(`item ${i + 1}: a break has no stakes`);
  if (dto.game !== undefined) throw structureInvalid(`item ${i + 1}: a break deals no game (the level after it names one)`);
  return { kind: 'break', minutes: dto.minutes, ...(dto.chipRace ? { chipRace: { smallestChip: dto.chipRace.smallestChip } } : {}) };
}

export interface StructureSource {
  value: Structure;
  /** `preset:<name>` or `structure:<id>`. */
  source: string;
}

/** Structure templates: saved after tournament-core validated them; the two presets ship in code. */
@Injectable()
export class StructuresService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly structures: TournamentStructureRepository,
    private readonly audit: AuditService,
  ) {}

  create(actor: Actor, dto: CreateStructureDto): Promise<StoredStructure> {
    const items = dto.items.map(itemOf);
    const valid = validateStructure({ name: dto.name, items });
    if (!valid.ok) throw TournamentError.fromCore(TournamentErrorCode.STRUCTURE_INVALID, valid.error);
    return this.uow.run(async () => {
      try {
        const saved = await this.structures.create({ name: dto.name, items, createdByKeyId: actor.keyId });
        await this.audit.record(
          actor,
          'tournament-structure.create',
          { type: 'tournament-structure', id: saved.id },
          { name: saved.name, items: saved.items.length },
        );
        return saved;
      } catch (error) {
        if (error instanceof UniqueViolationError)
          throw new TournamentError(TournamentErrorCode.STRUCTURE_NAME_TAKEN, `a structure named "${dto.name}" exists (ignoring case)`);
        throw error;
      }
    });
  }

  async get(id: string): Promise<StoredStructure> {
    const found = await this.structures.findById(id);
    if (!found) throw new TournamentError(TournamentErrorCode.STRUCTURE_NOT_FOUND, `no tournament structure with id ${id}`);
    return found;
  }

  async list(query: PageQueryDto): Promise<{ items: StoredStructure[]; nextCursor: string | null }> {
    const page = await this.structures.list(pageLimit(query), decodeCursor(query.cursor, isPosition));
    return { items: page.items, nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  presets(): { name: StructurePresetName; structure: Structure }[] {
    return [
      { name: 'standard', structure: STRUCTURE_PRESETS.standard },
      { name: 'turbo', structure: STRUCTURE_PRESETS.turbo },
    ];
  }

  /** The structure a new tournament copies: a saved one or a preset, exactly one of them. */
  async resolve(dto: Pick<CreateTournamentDto, 'structureId' | 'structurePreset'>): Promise<StructureSource> {
    if ((dto.structureId === undefined) === (dto.structurePreset === undefined)) {
      throw new TournamentError(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID, 'give exactly one of structureId and structurePreset');
    }
    if (dto.structurePreset) return { value: STRUCTURE_PRESETS[dto.structurePreset], source: `preset:${dto.structurePreset}` };
    const saved = await this.get(dto.structureId as string);
    return { value: { name: saved.name, items: saved.items }, source: `structure:${saved.id}` };
  }
}

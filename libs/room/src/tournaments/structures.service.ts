import { Injectable } from '@nestjs/common';
import { StoredStructure, TournamentStructureRepository, UniqueViolationError, UnitOfWork } from '@app/persistence';
import { gameForPreset, isPresetName, Stakes, stakesForGame } from '@app/razz-engine';
import { DEFAULT_LEVEL_GAME, levelName, STRUCTURE_PRESETS, Structure, StructureItem, validateStructure } from '@app/tournament-core';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit, PageQueryDto } from '../common/pagination/page-query.dto';
import type { CreateStructureDto, LevelStakesDto, StructureItemDto } from './dto/create-structure.dto';
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

/**
 * A level's stakes in its game's shape (a stud level's ante and bring-in, a flop level's blinds):
 * the fields a game does not take, or lacks, are refused with the game named. A level without a
 * game plays the previous level's (the first: Razz).
 */
function levelStakes(dto: StructureItemDto, game: string, i: number, level: number): Stakes {
  const stakes = dto.stakes as LevelStakesDto;
  // An unknown game is validateStructure's LEVEL_GAME, like every other level problem: its fields pass as given.
  if (!isPresetName(game)) return { ante: stakes.ante ?? 0, bringIn: stakes.bringIn ?? 0, smallBet: stakes.smallBet, bigBet: stakes.bigBet };
  const dealt = gameForPreset(game);
  const given = stakesForGame(dealt.game.variant, dealt.rules, stakes);
  if (!given.ok) throw new TournamentError(TournamentErrorCode.STRUCTURE_INVALID, `item ${i + 1} (${levelName(level)}, ${game}): ${given.message}`);
  return given.stakes;
}

/** The request's items as tournament-core items: a level has stakes, a break has none. */
function itemsOf(dtos: StructureItemDto[]): StructureItem[] {
  let game = DEFAULT_LEVEL_GAME;
  let level = 0;
  return dtos.map((dto, i) => {
    if (dto.kind === 'level') {
      game = dto.game ?? game;
      level++;
    }
    return itemOf(dto, i, game, level);
  });
}

function itemOf(dto: StructureItemDto, i: number, game: string, level: number): StructureItem {
  if (dto.kind === 'level') {
    if (!dto.stakes) throw structureInvalid(`item ${i + 1}: a level needs stakes`);
    if (dto.chipRace) throw structureInvalid(`item ${i + 1}: a chip race belongs to a break`);
    return { kind: 'level', minutes: dto.minutes, stakes: levelStakes(dto, game, i, level), ...(dto.game !== undefined ? { game: dto.game } : {}) };
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
    const items = itemsOf(dto.items);
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
      { name: 'horse', structure: STRUCTURE_PRESETS.horse },
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

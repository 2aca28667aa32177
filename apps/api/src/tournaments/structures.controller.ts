import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { PageQueryDto } from '@app/room/common/pagination/page-query.dto';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { CreateStructureDto } from '@app/room/tournaments/dto/create-structure.dto';
import { StructurePage, StructurePresetView, StructureView, structureView } from '@app/room/tournaments/dto/tournament.views';
import { StructuresService } from '@app/room/tournaments/structures.service';

@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@Controller()
export class StructuresController {
  constructor(private readonly structures: StructuresService) {}

  @Post('tournament-structures')
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Save a structure template (levels and breaks), validated' })
  @ApiCreatedResponse({ type: StructureView })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'STRUCTURE_INVALID' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'STRUCTURE_NAME_TAKEN' })
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateStructureDto): Promise<StructureView> {
    return structureView(await this.structures.create(principal, body));
  }

  @Get('tournament-structures')
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Saved structure templates, newest first' })
  @ApiOkResponse({ type: StructurePage })
  async list(@Query() query: PageQueryDto): Promise<StructurePage> {
    const page = await this.structures.list(query);
    return { items: page.items.map(structureView), nextCursor: page.nextCursor };
  }

  @Get('tournament-structures/:structureId')
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'One structure template' })
  @ApiOkResponse({ type: StructureView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'STRUCTURE_NOT_FOUND' })
  async get(@Param('structureId', uuidParam('structureId')) structureId: string): Promise<StructureView> {
    return structureView(await this.structures.get(structureId));
  }

  @Get('tournament-structure-presets')
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'The shipped structures: standard (20-minute levels) and turbo (10-minute levels)' })
  @ApiOkResponse({ type: [StructurePresetView] })
  presets(): StructurePresetView[] {
    return this.structures.presets();
  }
}

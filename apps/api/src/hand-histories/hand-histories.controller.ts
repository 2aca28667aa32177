import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { HandHistory } from '@app/razz-engine';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { ExportHandsQuery, ListHandsQuery } from '@app/room/hand-histories/dto/hand-filter.query';
import { HAND_EVENT_VIEWS } from '@app/room/hand-histories/dto/hand-event.views';
import { HandHistoryView, HISTORY_ONE_OF_VIEWS } from '@app/room/hand-histories/dto/hand-history.views';
import { HandPage } from '@app/room/hand-histories/dto/hand.views';
import { HandHistoriesService, StarsFile } from '@app/room/hand-histories/hand-histories.service';
import { StarsReplayDto, StarsReplayView } from '@app/room/hand-histories/dto/stars-replay.dto';
import { replayStarsText, StarsTextReplay } from '@app/room/hand-histories/stars-text-replay';

const TEXT_HEADERS = {
  'Content-Disposition': { description: 'attachment; filename="HH<yyyymmdd> <table>.txt" (PokerStars style)', schema: { type: 'string' } },
};

/** The text goes out as a PokerStars file: plain UTF-8 text, downloaded under PokerStars' kind of name. */
function sendText(res: Response, file: StarsFile): string {
  res.attachment(file.fileName);
  res.type('text/plain; charset=utf-8');
  if (file.nextCursor !== null) res.setHeader('X-Next-Cursor', file.nextCursor);
  return file.text;
}

@ApiTags('hand histories')
@ApiExtraModels(...HAND_EVENT_VIEWS, ...HISTORY_ONE_OF_VIEWS)
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@Controller('hands')
export class HandHistoriesController {
  constructor(private readonly hands: HandHistoriesService) {}

  @Get()
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'Finished hands, newest first, by table, player, tournament and start time (a player: own hands only)' })
  @ApiOkResponse({ type: HandPage })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'INVALID_DATE_RANGE' })
  list(@CurrentPrincipal() principal: Principal, @Query() query: ListHandsQuery): Promise<HandPage> {
    return this.hands.list(principal, query);
  }

  // Before `:handId`, which would otherwise take "export" for an id.
  @Get('export')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({
    summary:
      "Matching hands as one PokerStars text file (up to 500 per request; the next page in X-Next-Cursor); staff with playerId get that player's point of view",
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    schema: { type: 'string' },
    headers: { ...TEXT_HEADERS, 'X-Next-Cursor': { description: 'Send as cursor for the next file; absent on the last', schema: { type: 'string' } } },
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'INVALID_DATE_RANGE' })
  async export(@CurrentPrincipal() principal: Principal, @Query() query: ExportHandsQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    return sendText(res, await this.hands.export(principal, query));
  }

  // Before `:handId` for the same reason as export (a POST, but kept with the fixed paths).
  @Post('replay')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({
    summary:
      "PokerStars text read and replayed through the engine, hand by hand: each hand's history (the shape of GET /hands/{handId}), its disagreements with the text and notes; nothing is stored",
  })
  @ApiOkResponse({ type: StarsReplayView, description: 'A hand that cannot be read is reported in its item (error), and the others go on' })
  replay(@Body() body: StarsReplayDto): StarsTextReplay {
    return replayStarsText(body.text, body.minorUnitsPerChip);
  }

  @Get(':handId')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: "One hand's history as JSON: every card to admins and directors, a player's own copy, the public copy to cashiers and the floor" })
  @ApiOkResponse({ type: HandHistoryView, description: "The engine's HandHistory (docs/hand-histories.md), censored for the caller" })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'HAND_NOT_FOUND (also a hand the calling player was not dealt into)' })
  history(@CurrentPrincipal() principal: Principal, @Param('handId', uuidParam('handId')) handId: string): Promise<HandHistory> {
    return this.hands.history(principal, handId);
  }

  @Get(':handId/text')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'One hand as PokerStars text, the copy the caller may see ("hero" is the calling player)' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' }, headers: TEXT_HEADERS })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'HAND_NOT_FOUND (also a hand the calling player was not dealt into)' })
  async text(
    @CurrentPrincipal() principal: Principal,
    @Param('handId', uuidParam('handId')) handId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return sendText(res, await this.hands.text(principal, handId));
  }
}

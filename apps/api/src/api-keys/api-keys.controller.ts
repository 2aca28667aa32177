import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
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
import { ApiKeysService } from '@app/room/api-keys/api-keys.service';
import { ApiKeyPage, ApiKeyView, CreatedApiKeyView } from '@app/room/api-keys/dto/api-key.view';
import { CreateApiKeyDto } from '@app/room/api-keys/dto/create-api-key.dto';
import { ListApiKeysQuery } from '@app/room/api-keys/dto/list-api-keys.query';

@ApiTags('api-keys')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'Malformed request (VALIDATION_FAILED, INVALID_CURSOR)' })
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create an API key; the response shows the key once' })
  @ApiCreatedResponse({ type: CreatedApiKeyView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'PLAYER_INACTIVE' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'PLAYER_ID_REQUIRED, PLAYER_ID_NOT_ALLOWED' })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateApiKeyDto): Promise<CreatedApiKeyView> {
    return this.keys.create(principal, body);
  }

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'List API keys, newest first (never their secrets); active only unless includeRevoked=true' })
  @ApiOkResponse({ type: ApiKeyPage })
  list(@Query() query: ListApiKeysQuery): Promise<ApiKeyPage> {
    return this.keys.list(query);
  }

  @Get(':keyId')
  @Roles('admin')
  @ApiOperation({ summary: 'One API key (without its secret)' })
  @ApiOkResponse({ type: ApiKeyView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'API_KEY_NOT_FOUND' })
  get(@Param('keyId') keyId: string): Promise<ApiKeyView> {
    return this.keys.get(keyId);
  }

  @Post(':keyId/revoke')
  @HttpCode(HttpStatus.OK)
  @Roles('admin')
  @ApiOperation({ summary: 'Revoke a key; it stops working on the next request' })
  @ApiOkResponse({ type: ApiKeyView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'API_KEY_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'API_KEY_ALREADY_REVOKED, LAST_ADMIN_KEY' })
  revoke(@CurrentPrincipal() principal: Principal, @Param('keyId') keyId: string): Promise<ApiKeyView> {
    return this.keys.revoke(principal, keyId);
  }
}

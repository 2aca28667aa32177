import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from './current-principal.decorator';
import { PrincipalView } from './dto/principal.view';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from './roles.decorator';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  @Get('me')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'Who the presented API key is: id, name, role and bound player' })
  @ApiOkResponse({ type: PrincipalView })
  me(@CurrentPrincipal() principal: Principal): PrincipalView {
    return { keyId: principal.keyId, keyName: principal.keyName, role: principal.role, playerId: principal.playerId };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_ROLES, type ApiKeyRole } from '@app/persistence';

/** Who the presented key is. */
export class PrincipalView {
  @ApiProperty({ example: '3f9a0c12d4e5b6a7' })
  keyId!: string;

  @ApiProperty({ example: 'front desk' })
  keyName!: string;

  @ApiProperty({ enum: API_KEY_ROLES })
  role!: ApiKeyRole;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The player a player key acts for' })
  playerId!: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_ROLES, type ApiKeyRole } from '@app/persistence';

/** A key as listed: never its secret. */
export class ApiKeyView {
  @ApiProperty({ example: '3f9a0c12d4e5b6a7', description: 'Public id; also the middle part of the key' })
  id!: string;

  @ApiProperty({ example: 'front desk' })
  name!: string;

  @ApiProperty({ enum: API_KEY_ROLES })
  role!: ApiKeyRole;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  playerId!: string | null;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty({ type: String, nullable: true, description: 'The key that created it; null for the system' })
  createdByKeyId!: string | null;

  @ApiProperty({ type: Date, nullable: true })
  revokedAt!: Date | null;

  @ApiProperty({ type: String, nullable: true })
  revokedByKeyId!: string | null;
}

/** The answer to creating a key: the only time the key itself is ever shown. */
export class CreatedApiKeyView extends ApiKeyView {
  @ApiProperty({ example: 'rr_3f9a0c12d4e5b6a7_…', description: 'The API key. Shown once: store it now, it cannot be retrieved again' })
  key!: string;
}

export class ApiKeyPage {
  @ApiProperty({ type: [ApiKeyView] })
  items!: ApiKeyView[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  nextCursor!: string | null;
}

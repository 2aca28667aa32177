import { ApiProperty } from '@nestjs/swagger';

export class AuditRecordView {
  @ApiProperty({ example: '42' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The API key that acted; null for the system' })
  actorKeyId!: string | null;

  @ApiProperty({ example: 'cashier', description: 'The role it acted in, or system' })
  actorRole!: string;

  @ApiProperty({ example: 'ledger.deposit' })
  action!: string;

  @ApiProperty({ example: 'ledger-transaction' })
  entityType!: string;

  @ApiProperty({ example: '17' })
  entityId!: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What changed (action-specific)' })
  details!: unknown;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'test-123',
    description: 'The X-Request-Id of the request that wrote it; null for what the system did outside a request (start-up, jobs)',
  })
  requestId!: string | null;

  @ApiProperty()
  createdAt!: Date;
}

export class AuditPage {
  @ApiProperty({ type: [AuditRecordView] })
  items!: AuditRecordView[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  nextCursor!: string | null;
}

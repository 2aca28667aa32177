import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class ApiErrorDetail {
  @ApiProperty({ example: 'INSUFFICIENT_FUNDS', description: 'Stable code for programs (docs/api.md lists them)' })
  code!: string;

  @ApiProperty({ example: 'insufficient funds: …', description: 'What went wrong, for people' })
  message!: string;

  @ApiPropertyOptional({ type: [String], description: 'Field-level problems of a rejected request' })
  details?: string[];
}

/** The OpenAPI shape of `ApiErrorBody`: every error response. */
export class ApiErrorResponse {
  @ApiProperty({ type: ApiErrorDetail })
  error!: ApiErrorDetail;

  @ApiProperty({ example: '3f0c9a52-6d1e-4b7a-9c1f-2a8e5d7b4c10', description: 'The request id, as in the X-Request-Id response header' })
  requestId!: string;
}

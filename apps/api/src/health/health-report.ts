import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ComponentCheck, JobsCheck } from '@app/room/common/health/readiness';

export class ComponentHealth implements ComponentCheck {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiPropertyOptional({ type: 'integer', description: 'Round trip of the check, in milliseconds' })
  latencyMs?: number;

  @ApiPropertyOptional({ description: 'Why the component is down' })
  detail?: string;
}

export class JobsHealth extends ComponentHealth implements JobsCheck {
  @ApiProperty({ enum: ['bullmq', 'inline'] })
  driver!: 'bullmq' | 'inline';

  @ApiProperty({ description: 'Job processors run in this process' })
  processing!: boolean;
}

export class HealthChecks {
  @ApiProperty({ type: ComponentHealth })
  database!: ComponentHealth;

  @ApiProperty({ type: JobsHealth })
  jobs!: JobsHealth;
}

export class HealthReport {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';

  @ApiProperty({ type: HealthChecks })
  checks!: HealthChecks;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { MigrationsCheck, ReadinessReport } from '@app/room/common/health/readiness';
import { ComponentHealth, JobsHealth } from './health-report';

export class MigrationsHealth extends ComponentHealth implements MigrationsCheck {
  @ApiPropertyOptional({ type: 'integer', description: 'Migration files of this build recorded as applied' })
  applied?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Migration files of this build' })
  total?: number;

  @ApiPropertyOptional({ type: [String], description: 'The migrations not applied yet, in order' })
  pending?: string[];
}

export class ReadinessChecks {
  @ApiProperty({ type: ComponentHealth })
  database!: ComponentHealth;

  @ApiProperty({ type: MigrationsHealth })
  migrations!: MigrationsHealth;

  @ApiProperty({ type: JobsHealth })
  jobs!: JobsHealth;
}

export class ReadinessReportView implements ReadinessReport {
  @ApiProperty({ enum: ['ready', 'not-ready'] })
  status!: 'ready' | 'not-ready';

  @ApiPropertyOptional({ enum: [true], description: 'The process has begun its graceful stop (SIGTERM): not ready, and no check is run' })
  draining?: true;

  @ApiPropertyOptional({ type: ReadinessChecks, description: "Every check's answer; absent while draining" })
  checks?: ReadinessChecks;
}

export class LivenessReport {
  @ApiProperty({ enum: ['live'] })
  status!: 'live';
}

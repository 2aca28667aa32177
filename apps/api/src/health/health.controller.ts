import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/roles.decorator';
import { SkipRateLimit } from '../rate-limits/skip-rate-limit.decorator';
import { HealthReport } from './health-report';
import { HealthService } from './health.service';

@ApiTags('health')
@Public()
@SkipRateLimit()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when Postgres and the job queue answer, 503 otherwise; the body says which part failed. */
  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: HealthReport })
  @ApiServiceUnavailableResponse({ type: HealthReport })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.check();
    if (report.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}

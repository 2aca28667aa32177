import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthProbe } from '@app/room/common/health/health-probe.service';
import { Public } from '../auth/roles.decorator';
import { SkipRateLimit } from '../rate-limits/skip-rate-limit.decorator';
import { HealthReport } from './health-report';
import { HealthService } from './health.service';
import { LivenessReport, ReadinessReportView } from './readiness-report';

@ApiTags('health')
@Public()
@SkipRateLimit()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly probe: HealthProbe,
  ) {}

  /** 200 while the process runs and answers HTTP; asks nothing else, so a slow database never gets a live process restarted. */
  @Get('live')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LivenessReport })
  live(): LivenessReport {
    return { status: 'live' };
  }

  /** 200 when Postgres answers, every migration of this build is applied and the job queue answers; 503 otherwise, naming the check that failed. */
  @Get('ready')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReadinessReportView })
  @ApiServiceUnavailableResponse({ type: ReadinessReportView })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessReportView> {
    const report = await this.probe.readiness();
    if (report.status !== 'ready') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

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

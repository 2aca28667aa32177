import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MetricsRegistry } from '@app/metrics';
import { Public } from '../auth/roles.decorator';
import { SkipRateLimit } from '../rate-limits/skip-rate-limit.decorator';

/**
 * Prometheus scrapes this process's figures here (docs/operations.md "Metrics"). Public like
 * /health: a scraper carries no API key, and the figures name no player, key or amount. Exists
 * only with METRICS_ENABLED (the default).
 */
@ApiTags('metrics')
@Public()
@SkipRateLimit()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsRegistry) {}

  @Get()
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Every metric of this API process in the Prometheus text format (version 0.0.4)', schema: { type: 'string' } })
  async scrape(@Res() res: Response): Promise<void> {
    const { contentType, body } = await this.metrics.exposition();
    // Sent as is: Express's send() would rewrite the content type's parameters and add an ETag.
    res.status(200).setHeader('Content-Type', contentType);
    res.end(body);
  }
}

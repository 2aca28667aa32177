import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WsAdapter } from '@nestjs/platform-ws';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { requestIdMiddleware } from '@app/runtime';
import type { Application } from 'express';
import { AppModule, AppModuleOptions } from '../app.module';
import { ApiExceptionFilter } from '../common/errors/api-exception.filter';
import { RequestEdgeInterceptor } from '../common/request/request-edge.interceptor';
import { ApiValidationPipe } from '../common/validation/api-validation.pipe';
import { browserOrigins } from './browser-origins';
import { webAppRouter } from './web-app';
import { HttpMetrics } from '../metrics/http-metrics';
import { httpMetricsMiddleware } from '../metrics/http-metrics.middleware';

/**
 * Builds the configured HTTP application without listening: `main.ts` listens, e2e tests
 * hand it to supertest. Everything a request meets (validation, error shape, docs) is set here
 * so tests exercise exactly what production runs.
 */
export async function createApiApp(options: AppModuleOptions): Promise<INestApplication> {
  // No body parser in front of the routes: bodies are read after authentication, by the
  // RequestEdgeInterceptor (a 401 never depends on what the body holds).
  const app = await NestFactory.create(AppModule.register(options), { bufferLogs: true, abortOnError: false, bodyParser: false });
  app.useLogger(app.get(PinoNestLogger));
  // Nest holds its Logger's lines until listen(); tests never listen, and should see what production logs.
  app.flushLogs();
  // Before every other middleware: whatever answers the request, the response carries its id.
  app.use(requestIdMiddleware);
  // Ahead of the routes, so every response is counted, the ones guards, limits and the router refuse included.
  if (options.config.metrics.enabled) app.use(httpMetricsMiddleware(app.get(HttpMetrics)));
  // req.ip, which the rate limits count by, names the client behind trusted proxies only (TRUST_PROXY).
  (app.getHttpAdapter().getInstance() as Application).set('trust proxy', options.config.edge.trustProxy);
  // Before routing and the key guard: an allowed origin's preflight is answered here (it carries no key).
  if (options.config.edge.corsOrigins.length > 0) app.enableCors(browserOrigins(options.config.edge.corsOrigins));
  // The web app's pages and assets, ahead of the routes, the key guard and the rate limits (they carry no key).
  app.use(webAppRouter(options.config.web.distDir, { timeZone: options.config.room.timeZone }));
  // Plain WebSocket (`ws`) on the same HTTP server: the live gateway at /live.
  app.useWebSocketAdapter(new WsAdapter(app));
  app.useGlobalInterceptors(new RequestEdgeInterceptor());
  app.useGlobalPipes(new ApiValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: false }));
  app.useGlobalFilters(new ApiExceptionFilter());
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('razz-room API')
      .setDescription('Razz poker tournaments and cash games: players, ledger, tables, hands, tournaments.')
      .setVersion('0.1.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key', description: 'An API key (rr_…); see docs/api.md' }, 'api-key')
      // Nest's default bearerFormat is JWT; these keys are opaque rr_… strings.
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', bearerFormat: 'opaque API key (rr_…)', description: 'The same API key as Authorization: Bearer <key>' },
        'bearer',
      )
      // Relative: the API is at the root of whatever host serves this document.
      .addServer('/', 'The server this document came from')
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
  return app;
}

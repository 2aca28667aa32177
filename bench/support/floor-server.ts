/**
 * The API's action path with nothing of ours in it, for `bench:floor`: `POST /tables/:id/actions`
 * with `{ kind, version }` checked, one statement of an action's shape sent as a named statement
 * (lock the table's row, write the hand's state back over its version, append an event: what a
 * remembered action costs the database), and the state written sent back as JSON. Served by
 * plain `node:http`, by Express, or by Nest on Express with a ValidationPipe and a DTO — the
 * stack the API runs on — as the first argument says; the database URL is the second.
 *
 * Run as its own process (`node --require tsx/cjs floor-server.ts <stack> <url>`), so its CPU time
 * is its own; it prints `listening <port>` once it serves.
 */
import 'reflect-metadata';
import * as http from 'node:http';
import { Body, Controller, HttpCode, Inject, Module, Param, ParseIntPipe, Post, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { IsIn, IsInt, Min } from 'class-validator';
import express from 'express';
import { Pool } from 'pg';

const STACKS = ['node', 'express', 'nest'];

const KINDS = ['fold', 'check', 'call', 'bet', 'raise', 'complete', 'bring-in'];

/** On `bench:api`'s pgbench tables (`createActionShapedTables`), the write of its script, sent as the API sends it. */
const STEP = `WITH guard AS (SELECT seating_version FROM pgbench_razz_tables WHERE id = $1 FOR UPDATE),
saved AS (UPDATE pgbench_razz_hands SET version = version + 1, state = $3::json
          WHERE id = $1 AND version = $2 AND (SELECT seating_version FROM guard) = 0 RETURNING version),
appended AS (INSERT INTO pgbench_razz_events (hand_id, seq, payload) SELECT $1, version, $4::json FROM saved)
SELECT version FROM saved`;

/** Why a request was refused: the HTTP status and a message. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The work of one action, whichever stack serves it: the state is stringified per request, as the API does. */
class FloorSteps {
  private state: unknown = {};

  constructor(private readonly pool: Pool) {}

  async load(): Promise<void> {
    const { rows } = await this.pool.query<{ state: unknown }>(`SELECT state FROM pgbench_razz_hands WHERE id = 1`);
    this.state = rows[0]?.state ?? {};
  }

  async act(tableId: number, kind: string, version: number): Promise<{ version: number; state: unknown }> {
    const event = JSON.stringify({ type: 'action', kind, seat: 3, amount: 20 });
    const { rows } = await this.pool.query<{ version: number }>({
      name: 'floor-step',
      text: STEP,
      values: [tableId, version, JSON.stringify(this.state), event],
    });
    const written = rows[0];
    if (!written) throw new Refusal(409, `hand ${tableId} is not at version ${version}`);
    return { version: written.version, state: this.state };
  }
}

/** The hand-written check of the plain stacks: what the DTO says, in code. */
function checked(body: unknown): { kind: string; version: number } {
  const b = body as { kind?: unknown; version?: unknown } | null;
  if (typeof b?.kind !== 'string' || !KINDS.includes(b.kind)) throw new Refusal(400, `kind must be one of ${KINDS.join(', ')}`);
  if (typeof b.version !== 'number' || !Number.isInteger(b.version) || b.version < 0) throw new Refusal(400, 'version must be a whole number');
  return { kind: b.kind, version: b.version };
}

const ROUTE = /^\/tables\/(\d+)\/actions$/;

function serveNode(steps: FloorSteps): http.Server {
  return http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const route = ROUTE.exec(req.url ?? '');
      if (req.method !== 'POST' || !route) return send(404, { message: 'not found' });
      Promise.resolve()
        .then(() => {
          const { kind, version } = checked(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          return steps.act(Number(route[1]), kind, version);
        })
        .then(
          (answer) => send(200, answer),
          (err: Error) => send(err instanceof Refusal ? err.status : 500, { message: err.message }),
        );
    });
  });
}

function serveExpress(steps: FloorSteps): http.Server {
  const app = express();
  app.use(express.json());
  app.post('/tables/:id/actions', (req, res) => {
    Promise.resolve()
      .then(() => {
        const { kind, version } = checked(req.body);
        return steps.act(Number(req.params.id), kind, version);
      })
      .then(
        (answer) => res.json(answer),
        (err: Error) => res.status(err instanceof Refusal ? err.status : 500).json({ message: err.message }),
      );
  });
  return http.createServer(app);
}

class FloorActionDto {
  @IsIn(KINDS)
  kind!: string;

  @IsInt()
  @Min(0)
  version!: number;
}

const STEPS = 'FLOOR_STEPS';

// tsx (esbuild) writes no decorator metadata: the pipe is told the DTO's type, the controller its dependency's token.
@Controller('tables/:id/actions')
class FloorController {
  constructor(@Inject(STEPS) private readonly steps: FloorSteps) {}

  @Post()
  @HttpCode(200)
  act(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ValidationPipe({ whitelist: true, transform: true, expectedType: FloorActionDto })) body: FloorActionDto,
  ) {
    return this.steps.act(id, body.kind, body.version);
  }
}

async function serveNest(steps: FloorSteps): Promise<http.Server> {
  @Module({ controllers: [FloorController], providers: [{ provide: STEPS, useValue: steps }] })
  class FloorModule {}
  const app = await NestFactory.create(FloorModule, { logger: ['error'] });
  await app.init();
  return app.getHttpServer() as http.Server;
}

async function main(): Promise<void> {
  const [stack, url] = process.argv.slice(2);
  if (!stack || !STACKS.includes(stack) || !url) throw new Error(`usage: floor-server.ts <${STACKS.join('|')}> <database url>`);
  const pool = new Pool({ connectionString: url, max: 16 });
  const steps = new FloorSteps(pool);
  await steps.load();
  const server = stack === 'node' ? serveNode(steps) : stack === 'express' ? serveExpress(steps) : await serveNest(steps);
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

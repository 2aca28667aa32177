/**
 * A typed client generated from /docs-json (openapi-typescript, as a user would run it) reads
 * the table view and a hand history without a hand-written cast, and the engine's own values —
 * what the server sends — fit the generated types. The generated file and a small client file are
 * compiled with the TypeScript compiler; any type error fails the test and is printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import ts from 'typescript';
import { ApiTestApp, startApiTestApp } from '../support/api-test-app';

const ROOT = resolve(__dirname, '../..');
const ENGINE = join(ROOT, 'libs/razz-engine/src/index');

const CLIENT = `
import type { components, paths } from './api';
import type { HandEvent, HandHistory, HandView } from '${ENGINE}';

type TableView = paths['/tables/{tableId}']['get']['responses'][200]['content']['application/json'];
type History = paths['/hands/{handId}']['get']['responses'][200]['content']['application/json'];
type Street = 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'preflop' | 'flop' | 'turn' | 'river';

// What the server sends (the engine's values, as JSON) is what the document declares.
export function sent(view: HandView, history: HandHistory, event: HandEvent): [components['schemas']['HandView'], History, History['events'][number]] {
  return [view, history, event];
}

// A client reads every part it needs with the generated types alone.
export function read(table: TableView, history: History): string[] {
  const out: string[] = [];
  for (const seat of table.seats) {
    const stack: number = seat.stack;
    out.push(seat.screenName + stack);
  }
  const view = table.hand?.view;
  if (view) {
    const street: Street = view.street;
    for (const seat of view.seats) out.push(seat.seat + ': ' + seat.stack + ' ' + seat.down.map((c) => c ?? '??').join(' ') + ' ' + seat.up.join(' '));
    for (const legal of view.legalActions) {
      const kind: 'bring-in' | 'complete' | 'bet' | 'raise' | 'call' | 'check' | 'fold' = legal.kind;
      const min: number | undefined = legal.min;
      out.push(kind + (min ?? ''));
    }
    const pots: number[] = view.pots.map((p) => p.amount);
    const won: number[] = view.result?.pots.flatMap((p) => p.winners.map((w) => w.amount)) ?? [];
    const toAct: number | null = view.toAct;
    const bigBlind: number | undefined = view.blinds?.big;
    out.push(street, String(view.total + pots.length + won.length), String(toAct), String(bigBlind));
  }
  for (const event of history.events) {
    if (event.type === 'action') {
      const chips: number = event.chips;
      out.push(event.seat + ' ' + event.action + ' ' + chips);
    } else if (event.type === 'deal') {
      const street: Street = event.street;
      out.push(street + event.down.map((c) => c ?? '??').join(''));
    } else if (event.type === 'pot-awarded') {
      out.push(String(event.winners.reduce((sum, w) => sum + w.amount, 0)));
    } else if (event.type === 'blind') {
      const dead: number = event.dead;
      out.push(event.seat + ' ' + event.blind + ' ' + event.amount + ' ' + dead);
    } else if (event.type === 'board') {
      const street: Street = event.street;
      out.push(street + event.cards.join(''));
    }
  }
  if (history.money.kind === 'cash') out.push(history.money.symbol + history.money.minorUnitsPerChip);
  const viewer: 'all' | number | null = history.viewer;
  const names: string[] = history.seats.map((s) => s.name);
  const net: number = history.outcome.net.reduce((sum, n) => sum + n.delta, 0) + history.outcome.rake;
  out.push(...names, String(net), String(viewer), history.rules.bettingStructure, String(history.tournament?.level ?? ''));
  return out;
}
`;

function compile(dir: string): string[] {
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    lib: ['lib.es2023.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: ` : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

describe('a typed client generated from /docs-json', () => {
  let api: ApiTestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'razz-openapi-client-'));
    api = await startApiTestApp();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await api.close();
  });

  it('reads the table view and a hand history without casts, and the engine values fit it', async () => {
    const doc = await request(api.http).get('/docs-json').expect(200);
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc.body));
    execFileSync(process.execPath, [join(ROOT, 'node_modules/openapi-typescript/bin/cli.js'), join(dir, 'openapi.json'), '--output', join(dir, 'api.ts')], {
      stdio: 'pipe',
    });
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    expect(compile(dir)).toEqual([]);
    // Two compilers run here: 62 s on one core (test:slow --one-core).
  }, 240_000);
});

/**
 * The OpenAPI document (/docs-json) says what the API really sends: the bearer scheme is the API
 * key (not a JWT), there is a server to send requests to, every amount and count is an integer,
 * and the hand view and the hand history have schemas rather than "any object".
 */
import request from 'supertest';
import { ApiTestApp, startApiTestApp } from '../support/api-test-app';

interface Schema {
  type?: string;
  $ref?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; schema?: Schema }[]; responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Record<string, unknown>> };
}

/**
 * The only numbers that are not whole, each for a reason: report hours are rounded to two
 * decimals for people; payout percentages may have up to three decimals. Everything else the API
 * sends or takes as a number — amounts in minor units or chips, counts, seats, levels,
 * milliseconds — is an integer.
 */
const FRACTIONAL = new Set([
  'PlayerReportView.hours',
  'TableReportView.hours',
  'DayReportView.hours',
  'PayoutBandDto.percentages',
  'TournamentPayoutsView.percentages',
  // Knockouts with shared ones counted as their share (1 + 1/2 = 1.5).
  'BountyStandingView.knockouts',
]);
/** Names of amounts and counts: a string one must still be an integer in digits. */
const AMOUNT_OR_COUNT =
  /(amount|stack|pot|balance|buyIns?|fee|rake|chips|net|prize|price|total|collected|cashOuts|guarantee|seats?|count|hands|entries|number|level)s?$/i;

/** Every property and parameter schema of the document, with a name saying where it is. */
function everySchema(doc: Document): [where: string, schema: Schema][] {
  const found: [string, Schema][] = [];
  const visit = (where: string, schema: Schema | boolean | undefined) => {
    if (!schema || typeof schema !== 'object') return;
    found.push([where, schema]);
    for (const [name, property] of Object.entries(schema.properties ?? {})) visit(`${where}.${name}`, property);
    visit(where, schema.items === schema ? undefined : schema.items);
    for (const part of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) visit(where, part);
    visit(`${where}{}`, schema.additionalProperties);
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) visit(name, schema);
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) visit(`${method.toUpperCase()} ${path} ?${parameter.name}`, parameter.schema);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  let api: ApiTestApp;
  let doc: Document;

  beforeAll(async () => {
    api = await startApiTestApp();
    doc = (await request(api.http).get('/docs-json').expect(200)).body as Document;
  });
  afterAll(() => api.close());

  const schema = (name: string): Schema => {
    const found = doc.components.schemas[name];
    if (!found) throw new Error(`no schema ${name}`);
    return found;
  };
  const refOf = (s: Schema | undefined): string | undefined => s?.$ref ?? s?.allOf?.find((p) => p.$ref)?.$ref ?? s?.items?.$ref;

  it('declares the bearer scheme as the API key it is, not a JWT, and names a server', () => {
    const bearer = doc.components.securitySchemes.bearer;
    expect(bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(String(bearer?.bearerFormat)).not.toMatch(/JWT/);
    expect(String(bearer?.bearerFormat)).toMatch(/API key/);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('declares every amount and count as an integer: no number anywhere but the few fractional ones', () => {
    const all = everySchema(doc);
    expect(all.length).toBeGreaterThan(300);
    const numbers = all.filter(([where, s]) => s.type === 'number' && !FRACTIONAL.has(where)).map(([where]) => where);
    expect(numbers).toEqual([]);
    const stringAmounts = all.filter(
      ([where, s]) => s.type === 'string' && AMOUNT_OR_COUNT.test(where.split(/[.?]/).pop() ?? '') && s.pattern !== '^-?[0-9]+$',
    );
    expect(stringAmounts.map(([where]) => where)).toEqual([]);
    // The rule would see them: these are integers now.
    const integers = new Map(all.filter(([, s]) => s.type === 'integer').map(([where]) => [where, true]));
    for (const where of [
      'DealPlayerView.amount',
      'TournamentPayoutsView.prizePool',
      'TournamentRebuyView.price',
      'SeatViewDto.stack',
      'HandView.pots',
      'HandPotView.amount',
      'LedgerEntryView.amount',
      'TableInfoView.minBuyIn',
      'CashMovementDto.amount',
      'GET /tables ?limit',
      'ActionEvent.chips',
    ]) {
      expect([where, integers.has(where)]).toEqual([where, where === 'HandView.pots' ? false : true]);
    }
    // Each allowed fractional number still exists (a stale entry would hide nothing, but says so).
    expect(new Set(all.filter(([where, s]) => FRACTIONAL.has(where) && s.type === 'number').map(([where]) => where))).toEqual(FRACTIONAL);
  });

  it('gives the hand of the table view and the hand history a schema', () => {
    expect(refOf(schema('HandSummaryViewDto').properties?.view)).toBe('#/components/schemas/HandView');
    expect(Object.keys(schema('HandView').properties ?? {})).toEqual(expect.arrayContaining(['seats', 'pots', 'legalActions', 'result', 'toAct']));
    expect(refOf(schema('HandView').properties?.seats)).toBe('#/components/schemas/HandSeatView');

    const history = doc.paths['/hands/{handId}']?.get?.responses?.['200']?.content?.['application/json']?.schema;
    expect(refOf(history)).toBe('#/components/schemas/HandHistoryView');
    const events = schema('HandHistoryView').properties?.events?.items?.oneOf ?? [];
    // One per engine event type: the stud events, the flop games' blind and board.
    expect(events.length).toBe(17);
    for (const event of events) {
      const name = (event.$ref ?? '').replace('#/components/schemas/', '');
      expect([name, schema(name).properties?.type]).toEqual([name, expect.objectContaining({ enum: [expect.any(String)] })]);
    }
  });
});

/**
 * Razz tables for a bench: a cash table with eight bot players, each acting with its own player
 * key through HTTP. The answer to an action is the actor's view, which names the next seat to act
 * and the bets, so a bot needs no extra request (check when nothing is owed, call otherwise;
 * sometimes bet or raise, sometimes fold). Shared by `bench:api` (which times every action request)
 * and `bench:viewers` (which hears every applied action's hand and version).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import * as http from 'node:http';
import { retryingNetworkFailures } from './server';

interface HandView {
  toAct: number | null;
  over: boolean;
  street: string;
  seats: { seat: number; streetBet: number }[];
}
interface Body {
  id: string;
  key: string;
  hand: { id: string; number: number; status: string; version: number; view: HandView } | null;
  error?: { code: string };
}
interface Answer {
  status: number;
  body: Body;
}
type Turn = HandView & { version: number };

/**
 * Kept-alive connections through node:http: the bench shares the server's cores, and `fetch` cost
 * it about twice the CPU per request (its CPU is measured and printed apart either way).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function request(base: string, key: string, method: string, url: string, payload: string | undefined, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + url,
      {
        method,
        agent,
        headers: { 'x-api-key': key, 'content-type': 'application/json', ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body });
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * One request; a network failure is retried (`retryingNetworkFailures`). An action carries its
 * Idempotency-Key, so a retry of one that did commit is answered from the record, not applied again.
 */
export function call(base: string, key: string, method: string, url: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return retryingNetworkFailures(`${method} ${url}`, () => request(base, key, method, url, payload, headers));
}

export async function must(answer: Promise<Answer>, what: string): Promise<Body> {
  const a = await answer;
  if (a.status >= 300) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
}

export interface BotTable {
  tableId: string;
  actionTimeoutMs: number;
  /** Seat → its player's key and id. */
  bots: Map<number, { key: string; playerId: string }>;
}

/** A cash Razz table with eight funded bots seated; `actionTimeoutMs` long enough never to time out. */
export async function setUpBotTable(base: string, adminKey: string, actionTimeoutMs = 30_000, handPauseMs = 0): Promise<BotTable> {
  const table = await must(
    call(base, adminKey, 'POST', '/tables', {
      name: `Bench ${randomBytes(3).toString('hex')}`,
      kind: 'cash',
      preset: 'razz',
      stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 },
      unit: 'USD',
      minBuyIn: 1_000,
      maxBuyIn: 1_000_000,
      handPauseMs,
      actionTimeoutMs,
    }),
    'create table',
  );
  const bots = new Map<number, { key: string; playerId: string }>();
  for (let seat = 1; seat <= 8; seat++) {
    const player = await must(call(base, adminKey, 'POST', '/players', { screenName: `bot${randomBytes(5).toString('hex')}` }), 'player');
    await must(
      call(base, adminKey, 'POST', '/cashier/deposits', { playerId: player.id, unit: 'USD', amount: 100_000_000 }, { 'Idempotency-Key': randomUUID() }),
      'deposit',
    );
    const key = await must(call(base, adminKey, 'POST', '/api-keys', { name: `bot ${seat}`, role: 'player', playerId: player.id }), 'key');
    bots.set(seat, { key: key.key, playerId: player.id });
  }
  // With no pause the first hand starts as soon as two are seated; the others join from the next.
  for (const [seat, bot] of bots) await must(call(base, bot.key, 'POST', `/tables/${table.id}/seats`, { seat, buyIn: 1_000_000 }), 'seat');
  return { tableId: table.id, actionTimeoutMs, bots };
}

export interface PlayStats {
  actions: number;
  refused: number;
  hands: Set<string>;
  errors: string[];
}

/** What the seat to act does, from the view of whoever acted last (no legal actions needed). */
function decide(view: Turn): { kind: string } {
  const top = Math.max(...view.seats.map((s) => s.streetBet));
  const owed = top - (view.seats.find((s) => s.seat === view.toAct)?.streetBet ?? 0);
  if (view.street === 'third' && top === 0) return { kind: Math.random() < 0.2 ? 'complete' : 'bring-in' };
  const r = Math.random();
  if (owed > 0) return { kind: r < 0.05 ? 'fold' : r < 0.15 ? 'raise' : 'call' };
  return { kind: r < 0.15 ? 'bet' : 'check' };
}

/** What a bench hears of the play: each applied action's hand number and version, each action request's time as the client saw it. */
export interface PlayHooks {
  applied?: (hand: number, version: number) => void;
  latencyMs?: (ms: number) => void;
}

/** The bots play until `until` (epoch ms). */
export async function playBotTable(base: string, table: BotTable, until: number, stats: PlayStats, hooks: PlayHooks = {}): Promise<void> {
  const watcher = table.bots.get(1) as { key: string };
  let view: Turn | null = null;
  while (Date.now() < until) {
    if (!view || view.over || view.toAct === null) {
      const hand = (await call(base, watcher.key, 'GET', `/tables/${table.tableId}`)).body.hand;
      if (!hand || hand.status !== 'running') {
        await new Promise((r) => setTimeout(r, 5));
        view = null;
        continue;
      }
      view = { ...hand.view, version: hand.version };
    }
    const bot = table.bots.get(view.toAct as number) as { key: string };
    let action = decide(view);
    for (let attempt = 0; attempt < 3; attempt++) {
      const t0 = performance.now();
      const res = await call(
        base,
        bot.key,
        'POST',
        `/tables/${table.tableId}/actions`,
        { ...action, version: view.version },
        { 'Idempotency-Key': randomUUID() },
      );
      hooks.latencyMs?.(performance.now() - t0);
      if (res.status === 200) {
        stats.actions++;
        const hand = res.body.hand;
        if (hand) {
          stats.hands.add(hand.id);
          hooks.applied?.(hand.number, hand.version);
        }
        view = hand?.status === 'running' ? { ...hand.view, version: hand.version } : null;
        break;
      }
      stats.refused++;
      // A bet or raise the moment did not allow (capped, nothing to raise): check or call instead.
      if (res.status === 409 || res.status === 422) {
        action = { kind: action.kind === 'bet' ? 'check' : 'call' };
        if (res.body.error?.code === 'STALE_VERSION' || res.body.error?.code === 'NOT_YOUR_TURN') {
          view = null;
          break;
        }
        continue;
      }
      stats.errors.push(`${res.status} ${JSON.stringify(res.body)}`);
      view = null;
      break;
    }
  }
}

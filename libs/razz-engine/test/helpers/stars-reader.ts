/**
 * A small, test-only reader for PokerStars Razz hand histories (see
 * docs/hand-history-format.md): enough to turn a real hand into a `HandScript`
 * (stacks, each seat's known cards, the actions street by street) plus what PokerStars reported
 * (total pot, rake, amounts collected, hands shown). Hidden cards nobody saw are left as `??` and
 * filled from unused cards.
 *
 * Superseded by the library parser (`parseStarsFile` / `replayStars` in src/history); still used by
 * stud-pokerstars-hands.spec.ts until that spec moves over, then this file can go.
 */
import type { Stakes, StudStakes } from '../../src';
import type { HandScript } from './scripted-hand';

export interface StarsHand {
  id: string;
  script: HandScript;
  names: Record<number, string>;
  totalPot: number;
  rake: number;
  collected: Record<number, number>;
  shown: Record<number, string>;
  mucked: number[];
  uncalled: { seat: number; amount: number }[];
}

const STREET_HEADERS = ['*** 3rd STREET ***', '*** 4th STREET ***', '*** 5th STREET ***', '*** 6th STREET ***', '*** RIVER ***'];

/** `$0.04` → 4 (cents); `50` → 50 (tournament chips). */
function money(text: string): number {
  return text.startsWith('$') ? Math.round(Number(text.slice(1)) * 100) : Number(text);
}

/** Splits a file into hands (separated by empty lines, BOM dropped). */
export function splitHands(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n\s*\r?\n/)
    .map((h) => h.trim())
    .filter((h) => h.startsWith('PokerStars'));
}

interface ReadState {
  hand: StarsHand;
  seatOf: Map<string, number>;
  slots: Map<number, string[]>;
  street: number;
  completed: boolean;
  stakes: Partial<StudStakes>;
}

function actor(r: ReadState, line: string): { seat: number; rest: string } | null {
  for (const [name, seat] of r.seatOf) if (line.startsWith(`${name}: `)) return { seat, rest: line.slice(name.length + 2) };
  return null;
}

function setCards(r: ReadState, seat: number, cards: string[], from: number): void {
  const slots = r.slots.get(seat) ?? Array<string>(7).fill('??');
  cards.forEach((c, k) => (slots[from + k] = c));
  r.slots.set(seat, slots);
}

function readAction(r: ReadState, seat: number, rest: string): void {
  const push = (text: string): void => {
    r.hand.script.streets[r.street] = [r.hand.script.streets[r.street], `${seat} ${text}`].filter(Boolean).join(', ');
  };
  let m: RegExpExecArray | null;
  if ((m = /^posts the ante (\S+)/.exec(rest))) r.stakes.ante = money(m[1] as string);
  else if ((m = /^brings in for (\S+)/.exec(rest))) {
    r.stakes.bringIn = money(m[1] as string);
    push('bring-in');
  } else if ((m = /^bets (\S+)/.exec(rest))) {
    push(r.street === 0 && !r.completed ? `complete ${money(m[1] as string)}` : `bet ${money(m[1] as string)}`);
    r.completed = true;
  } else if ((m = /^raises \S+ to (\S+)/.exec(rest))) {
    push(`${r.street === 0 && !r.completed ? 'complete' : 'raise'} ${money(m[1] as string)}`);
    r.completed = true;
  } else if (/^calls /.test(rest)) push('call');
  else if (/^checks/.test(rest)) push('check');
  else if (/^folds/.test(rest)) push('fold');
  else if ((m = /^(?:shows|mucked|mucks hand)\s*\[?([^\]]*)\]?/.exec(rest)) && m[1]) setCards(r, seat, (m[1] as string).split(' '), 0);
}

function readLine(r: ReadState, line: string): void {
  let m: RegExpExecArray | null;
  const street = STREET_HEADERS.findIndex((h) => line.startsWith(h));
  if (street >= 0) r.street = street;
  else if ((m = /^Seat (\d+): (.+) \((\$?[\d.]+) in chips/.exec(line)) && !r.hand.totalPot) {
    const seat = Number(m[1]);
    r.seatOf.set(m[2] as string, seat);
    r.hand.names[seat] = m[2] as string;
    r.hand.script.stacks[seat] = money(m[3] as string);
  } else if ((m = /^Dealt to (.+?) \[([^\]]+)\](?: \[([^\]]+)\])?$/.exec(line))) {
    const seat = r.seatOf.get(m[1] as string) as number;
    if (m[3]) setCards(r, seat, [m[3]], 2 + r.street);
    else setCards(r, seat, (m[2] as string).split(' '), (m[2] as string).split(' ').length === 1 ? 2 : 0);
  } else if ((m = /^Uncalled bet \((\S+)\) returned to (.+)$/.exec(line))) {
    r.hand.uncalled.push({ seat: r.seatOf.get(m[2] as string) as number, amount: money(m[1] as string) });
  } else if ((m = /^(.+) collected (\S+) from/.exec(line))) {
    const seat = r.seatOf.get(m[1] as string) as number;
    r.hand.collected[seat] = (r.hand.collected[seat] ?? 0) + money(m[2] as string);
  } else if ((m = /^Total pot (\S+) .*Rake (\S+)/.exec(line))) {
    r.hand.totalPot = money(m[1] as string);
    r.hand.rake = money(m[2] as string);
  } else if ((m = /^Seat (\d+): .* mucked \[([^\]]+)\]/.exec(line))) {
    setCards(r, Number(m[1]), (m[2] as string).split(' '), 0);
    if (!r.hand.mucked.includes(Number(m[1]))) r.hand.mucked.push(Number(m[1]));
  } else readActorLine(r, line);
}

function readActorLine(r: ReadState, line: string): void {
  const a = actor(r, line);
  if (!a) return;
  const shown = /^shows \[[^\]]+\] \(Lo: ([^)]+)\)/.exec(a.rest);
  if (shown) r.hand.shown[a.seat] = shown[1] as string;
  if (/^mucks hand/.test(a.rest) && !r.hand.mucked.includes(a.seat)) r.hand.mucked.push(a.seat);
  readAction(r, a.seat, a.rest);
}

/** Reads one hand. Stakes: small/big bet from the header, ante and bring-in from the action lines. */
export function readStarsHand(text: string): StarsHand {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const header = lines[0] ?? '';
  const id = /#(\d+)/.exec(header)?.[1] ?? '?';
  const limits = /\((\$?[\d.]+)\/(\$?[\d.]+)/.exec(header) as RegExpExecArray;
  const r: ReadState = {
    hand: { id, script: { stacks: {}, cards: {}, streets: [] }, names: {}, totalPot: 0, rake: 0, collected: {}, shown: {}, mucked: [], uncalled: [] },
    seatOf: new Map(),
    slots: new Map(),
    street: 0,
    completed: false,
    stakes: { smallBet: money(limits[1] as string), bigBet: money(limits[2] as string) },
  };
  for (const line of lines.slice(1)) readLine(r, line);
  r.hand.script.stakes = { ante: 0, ...r.stakes } as Stakes;
  r.hand.script.cards = Object.fromEntries([...r.slots].map(([seat, slots]) => [seat, slots.join(' ')]));
  r.hand.script.streets = Array.from({ length: r.street + 1 }, (_, k) => r.hand.script.streets[k] ?? '');
  return r.hand;
}

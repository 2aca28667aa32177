import type { Tournament } from '../api/types';

/** A flight's stop rule in words: "stops at 25% of its field or at the end of level 10". */
export function stopRuleWords(flight: NonNullable<Tournament['flight']>): string {
  const parts: string[] = [];
  if (flight.stopPercent !== null) parts.push(`when ${flight.stopPercent}% of its entries are left (registration closed)`);
  if (flight.stopLevel !== null) parts.push(`at the end of level ${flight.stopLevel}`);
  return parts.length === 0 ? 'no stop' : `stops ${parts.join(' or ')}, whichever comes first`;
}

/** A multi-day event's re-entry rule across its flights, in words. */
export function flightReentryWords(rule: Tournament['flightReentry']): string {
  if (rule === 'keep-best') return 'a player may play several flights; the biggest bag goes to Day 2';
  if (rule === 'if-busted') return 'a player may play another flight only without a bag';
  return '';
}

/** The typed flight form → `POST /tournaments/{eventId}/flights`'s body, or an Error in words. */
export function flightBody(draft: { flightName: string; stopPercent: string; stopLevel: string; startAt: string }): {
  flightName: string;
  flightStopPercent?: number;
  flightStopLevel?: number;
  scheduledStartAt?: string;
} {
  const whole = (text: string, what: string): number | undefined => {
    const t = text.trim();
    if (t === '') return undefined;
    if (!/^\d+$/.test(t)) throw new Error(`${what} is a whole number`);
    return Number(t);
  };
  const flightStopPercent = whole(draft.stopPercent, 'The stop share');
  const flightStopLevel = whole(draft.stopLevel, 'The stop level');
  if (flightStopPercent === undefined && flightStopLevel === undefined) throw new Error('Give a stop: a share of the field (%), a level, or both');
  const startAt = draft.startAt.trim();
  return {
    flightName: draft.flightName.trim(),
    ...(flightStopPercent !== undefined ? { flightStopPercent } : {}),
    ...(flightStopLevel !== undefined ? { flightStopLevel } : {}),
    // A datetime-local field is the browser's local time; the API takes an instant.
    ...(startAt !== '' ? { scheduledStartAt: new Date(startAt).toISOString() } : {}),
  };
}

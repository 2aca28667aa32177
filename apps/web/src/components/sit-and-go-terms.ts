import type { CreateTournament } from '../api/types';

/** A new tournament's format as typed: scheduled or sit & go, its switches, and seats per table (blank: the server's default). */
export interface FormatDraft {
  format: NonNullable<CreateTournament['format']>;
  reRegister: boolean;
  shootOut: boolean;
  seatsPerTable: string;
  /** A multi-day event's rule for playing more than one Day 1 flight. */
  flightReentry: 'if-busted' | 'keep-best';
}

export const SCHEDULED: FormatDraft = { format: 'scheduled', reRegister: false, shootOut: false, seatsPerTable: '', flightReentry: 'if-busted' };

type FormatTerms = Pick<CreateTournament, 'format' | 'reRegister' | 'shootOut' | 'seatsPerTable' | 'flightReentry'>;

/**
 * The format's part of `POST /tournaments`: a sit & go's switches only on a sit & go (the server
 * refuses them on a scheduled event); seats per table only when typed.
 */
export function formatBody(draft: FormatDraft): FormatTerms {
  const seats = draft.seatsPerTable.trim();
  const terms: FormatTerms = seats === '' ? {} : { seatsPerTable: Number(seats) };
  if (draft.format === 'scheduled') return terms;
  // A multi-day event's re-entry rule is required there and refused elsewhere.
  if (draft.format === 'multi-day') return { ...terms, format: 'multi-day', flightReentry: draft.flightReentry };
  return { ...terms, format: 'sit-and-go', reRegister: draft.reRegister, shootOut: draft.shootOut };
}

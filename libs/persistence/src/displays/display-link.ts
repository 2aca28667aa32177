export const DISPLAY_LINK_KINDS = ['tournament', 'waitlist-board'] as const;
export type DisplayLinkKind = (typeof DISPLAY_LINK_KINDS)[number];

interface DisplayLinkBase {
  id: string;
  name: string;
  createdAt: Date;
  createdByKeyId: string | null;
  revokedAt: Date | null;
  revokedByKeyId: string | null;
}

/** A TV's read-only link to one tournament's clock; the token itself is never stored (its SHA-256 is). */
export interface TournamentDisplayLink extends DisplayLinkBase {
  kind: 'tournament';
  tournamentId: string;
}

/** A TV's read-only link to the room's waitlist board (every open cash game); no tournament. */
export interface BoardDisplayLink extends DisplayLinkBase {
  kind: 'waitlist-board';
  tournamentId: null;
}

export type DisplayLink = TournamentDisplayLink | BoardDisplayLink;

export type NewDisplayLink = {
  name: string;
  tokenHash: string;
  createdByKeyId: string | null;
} & ({ kind: 'tournament'; tournamentId: string } | { kind: 'waitlist-board'; tournamentId: null });

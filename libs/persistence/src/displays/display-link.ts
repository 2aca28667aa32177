/** A TV's read-only link to one tournament's clock; the token itself is never stored (its SHA-256 is). */
export interface DisplayLink {
  id: string;
  tournamentId: string;
  name: string;
  createdAt: Date;
  createdByKeyId: string | null;
  revokedAt: Date | null;
  revokedByKeyId: string | null;
}

export interface NewDisplayLink {
  tournamentId: string;
  name: string;
  tokenHash: string;
  createdByKeyId: string | null;
}

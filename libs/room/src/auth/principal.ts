import type { ApiKeyRole } from '@app/persistence';
import type { Actor } from '../audit/actor';

/** The authenticated caller of a request: an active API key. */
export interface Principal extends Actor {
  keyId: string;
  keyName: string;
  role: ApiKeyRole;
  /** The player a `player` key acts for; null for staff keys. */
  playerId: string | null;
}

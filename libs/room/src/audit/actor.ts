import type { ApiKeyRole } from '@app/persistence';

/** Who acts: an API key in its role, or the system itself (start-up, jobs). */
export interface Actor {
  keyId: string | null;
  role: ApiKeyRole | 'system';
}

export const SYSTEM_ACTOR: Actor = { keyId: null, role: 'system' };

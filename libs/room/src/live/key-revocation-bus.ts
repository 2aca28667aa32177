export type KeyRevocationListener = (keyIds: string[]) => void;

/**
 * Carries "these API keys were just revoked" to every API instance, so each one closes the live
 * sockets those keys hold (a key is checked when a socket connects; without this notice an open
 * socket would go on receiving updates). In-process without Redis; Redis pub/sub with `REDIS_URL`.
 * A notice that is lost is not fatal: every subscribe checks the key again.
 */
export abstract class KeyRevocationBus {
  /** After the revocation has committed. */
  abstract publish(keyIds: string[]): Promise<void>;
  /** Calls `listener` for every revocation until the returned function is called. */
  abstract subscribe(listener: KeyRevocationListener): Promise<() => void>;
  /**
   * Whether this process hears every notice now: a number that stays the same for as long as it
   * has heard them without a break and changes after a break (a lost Redis connection, when
   * notices can be missed); undefined while it hears none (before the first `subscribe`, or while
   * disconnected). Something learnt while the number was n may be trusted only while it is still n
   * (the API key cache, `ApiKeyCache`).
   */
  abstract hearing(): number | undefined;
}

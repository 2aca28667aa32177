import { Logger } from '@nestjs/common';
import { KeyRevocationBus, KeyRevocationListener } from './key-revocation-bus';

/** Without Redis: one API process, so every socket a key holds is here. */
export class LocalKeyRevocationBus extends KeyRevocationBus {
  private readonly logger = new Logger('LocalKeyRevocationBus');
  private readonly listeners = new Set<KeyRevocationListener>();
  private subscribed = false;

  async publish(keyIds: string[]): Promise<void> {
    for (const listener of this.listeners) {
      try {
        listener([...keyIds]);
      } catch (err) {
        this.logger.warn(`a key revocation listener failed: ${(err as Error).message}`);
      }
    }
  }

  /** In one process nothing is lost: every notice is heard from the first subscribe on. */
  hearing(): number | undefined {
    return this.subscribed ? 1 : undefined;
  }

  async subscribe(listener: KeyRevocationListener): Promise<() => void> {
    this.subscribed = true;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

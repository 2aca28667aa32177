import { randomUUID } from 'node:crypto';
import type { PlayerRepository, UnitOfWork } from '@app/persistence';
import { POOL_SIZE } from '../../libs/persistence/src/prisma.service';
import { eventually, notYet, WAIT_MS } from './eventually';

/**
 * Holds every connection of a process's pool in an open transaction (each with a budget far past
 * the pool's wait), so the next query outside them waits for a connection and, after the pool's
 * wait, fails. Resolves once all are held; `release` ends them and waits until they have.
 */
export async function holdEveryPoolConnection(uow: UnitOfWork, players: PlayerRepository): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let open = 0;
  const holders = Array.from({ length: POOL_SIZE }, () =>
    uow.run(
      async () => {
        await players.findById(randomUUID());
        open += 1;
        await released;
      },
      { timeoutMs: 120_000 },
    ),
  );
  await eventually(() => open === POOL_SIZE || notYet(open), WAIT_MS, 'every connection in a transaction');
  return {
    release: async () => {
      release();
      await Promise.all(holders);
    },
  };
}

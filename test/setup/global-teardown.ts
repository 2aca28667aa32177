import type { TestStack } from './test-stack';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __razzTestStack?: TestStack };
  await holder.__razzTestStack?.stop();
  holder.__razzTestStack = undefined;
}

import { startTestStack, TestStack } from './test-stack';

/**
 * Starts what the integration and e2e tests need, once per jest run: an embedded Postgres with
 * a migrated template database (each test file clones it, see test-database.ts) and a private
 * redis-server. Workers are forked after this runs, so they inherit the variables set here.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const stack = await startTestStack();
  process.env.TEST_TMP_DIR = stack.tmpDir;
  process.env.TEST_PG_ADMIN_URL = stack.adminUrl;
  process.env.TEST_PG_TEMPLATE_DB = stack.templateDb;
  process.env.TEST_REDIS_URL = stack.redisUrl;
  // Jest runs globalTeardown in this same process and context: that is how it finds the stack.
  (globalThis as { __razzTestStack?: TestStack }).__razzTestStack = stack;
  if (process.env.TEST_STACK_VERBOSE) console.log(`\ntest stack ready in ${Date.now() - started} ms`);
}

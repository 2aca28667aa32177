/**
 * `npm run chains:check`: checks the hash chains in a database (docs/fairness.md "The hash chain"):
 * every table's stored hand histories in hand order and the audit log in id order, each hash
 * recomputed and each link checked. Prints one line per chain — whole, or its first broken link —
 * then a summary. Exits 0 when every chain is whole, 1 when one is broken, 2 when it could not
 * check (no database, not migrated).
 *
 * Reads `DATABASE_URL` when it is set; otherwise the embedded Postgres under `DATA_DIR` (default
 * ./.data), which it starts for the purpose and stops again, as `npm run db:migrate` does. It only
 * reads, so it may run beside a live room: what is appended meanwhile extends the chains it walks.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ChainCheckRepository, ChainReport, checkChains, PersistenceModule, redactDatabaseUrl, reportLine, startEmbeddedPostgres } from '@app/persistence';

const note = (message: string) => console.error(`chains:check: ${message}`);

/** Every chain's report, printed as it is checked. */
async function check(databaseUrl: string): Promise<ChainReport[]> {
  note(`checking ${redactDatabaseUrl(databaseUrl)}`);
  const app = await NestFactory.createApplicationContext(PersistenceModule.forRoot({ databaseUrl }), { logger: false });
  try {
    const reports: ChainReport[] = [];
    for await (const report of checkChains(app.get(ChainCheckRepository))) {
      console.log(reportLine(report));
      reports.push(report);
    }
    return reports;
  } finally {
    await app.close();
  }
}

function summary(reports: ChainReport[]): string {
  const broken = reports.filter((r) => r.broken);
  const first = broken[0];
  if (!first?.broken) return `chains:check: all ${reports.length} chains whole`;
  return `chains:check: ${broken.length} of ${reports.length} chains broken; the first: ${first.chain} at ${first.broken.at}`;
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  let reports: ChainReport[];
  if (databaseUrl) reports = await check(databaseUrl);
  else {
    const dataDir = process.env.DATA_DIR?.trim() || './.data';
    note(`no DATABASE_URL, using the embedded Postgres in ${dataDir}`);
    const pg = await startEmbeddedPostgres({ dataDir, log: note });
    try {
      reports = await check(pg.databaseUrl);
    } finally {
      await pg.stop();
    }
  }
  console.log(summary(reports));
  return reports.some((r) => r.broken) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    note(`could not check: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);

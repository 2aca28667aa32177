import { Test, TestingModule } from '@nestjs/testing';
import { PersistenceModule } from '@app/persistence';
import { createTestDatabase, TestDatabase } from '../setup/test-database';

export interface PersistenceFixture {
  db: TestDatabase;
  moduleRef: TestingModule;
  close(): Promise<void>;
}

/** A fresh migrated database and an initialised PersistenceModule on it, for repository tests. */
export async function startPersistence(): Promise<PersistenceFixture> {
  const db = await createTestDatabase();
  const moduleRef = await Test.createTestingModule({ imports: [PersistenceModule.forRoot({ databaseUrl: db.databaseUrl })] }).compile();
  await moduleRef.init();
  return {
    db,
    moduleRef,
    close: async () => {
      await moduleRef.close();
      await db.drop();
    },
  };
}

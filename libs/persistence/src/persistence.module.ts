import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseHealthRepository } from './database-health.repository';
import { PERSISTENCE_OPTIONS, PersistenceOptions } from './persistence-options';
import { PrismaService } from './prisma.service';
import { SystemEventRepository } from './system-event.repository';

const REPOSITORIES = [SystemEventRepository, DatabaseHealthRepository];

/** Global: every feature module can inject the repositories without importing this module. */
@Module({})
export class PersistenceModule {
  static forRoot(options: PersistenceOptions): DynamicModule {
    return {
      module: PersistenceModule,
      global: true,
      providers: [{ provide: PERSISTENCE_OPTIONS, useValue: options }, PrismaService, ...REPOSITORIES],
      exports: [PrismaService, ...REPOSITORIES],
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ROOM_PROCESSORS, ROOM_SERVICES } from './room.providers';

export interface RoomModuleOptions {
  /** Host the job processors too: always in the worker; in the API when jobs run in-process. */
  processors: boolean;
}

/**
 * The room: every feature service, and the job processors when this process runs jobs. The API
 * module adds its controllers, guards and gateway on top; the worker module hosts it alone. It
 * needs the global ConfigModule, PersistenceModule and JobsModule of the process that hosts it.
 */
@Module({})
export class RoomModule {
  static register(options: RoomModuleOptions): DynamicModule {
    return {
      module: RoomModule,
      // The domain events' bus (events/domain-events.ts): one per process, registered here once.
      imports: [EventEmitterModule.forRoot()],
      // Global: the API's auth, live and health modules use its services without registering it a second time.
      global: true,
      providers: [...ROOM_SERVICES, ...(options.processors ? ROOM_PROCESSORS : [])],
      exports: ROOM_SERVICES,
    };
  }
}

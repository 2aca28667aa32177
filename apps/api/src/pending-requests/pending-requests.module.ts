import { Module } from '@nestjs/common';
import { PendingRequestsController } from './pending-requests.controller';
import { PendingRequestsCoreModule } from './pending-requests-core.module';

/** Pending requests over HTTP: read and cancel one (docs/api.md "Pending requests"). */
@Module({ imports: [PendingRequestsCoreModule], controllers: [PendingRequestsController] })
export class PendingRequestsModule {}

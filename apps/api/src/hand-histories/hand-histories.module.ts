import { Module } from '@nestjs/common';
import { HandHistoriesController } from './hand-histories.controller';
import { HandHistoriesService } from './hand-histories.service';

/** Finished hands over HTTP: search, JSON, PokerStars text. The repositories come from the global PersistenceModule. */
@Module({
  controllers: [HandHistoriesController],
  providers: [HandHistoriesService],
})
export class HandHistoriesModule {}

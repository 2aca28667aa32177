import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { DeckSource, QueuedDeckSource } from '@app/room/hands/deck-source';
import { TestDecksDto } from '@app/room/tables/dto/test-decks.dto';
import { TestDecksQueuedView } from '@app/room/tables/dto/table.views';

/**
 * The test seam: registered only when the configuration enables TEST_DECK_INJECTION, which
 * `loadConfig` refuses outside NODE_ENV=test. In any other configuration the route does not exist.
 */
@ApiTags('tables (tests only)')
@Controller('tables/:tableId/test-decks')
export class TestDecksController {
  constructor(private readonly decks: DeckSource) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: "TESTS ONLY: the decks of the table's next hands (this process)" })
  @ApiOkResponse({ type: TestDecksQueuedView })
  queue(@Param('tableId', uuidParam('tableId')) tableId: string, @Body() body: TestDecksDto): TestDecksQueuedView {
    if (!(this.decks instanceof QueuedDeckSource)) throw new Error('deck injection is off: this controller should not be registered');
    return {
      queued: this.decks.queue(
        tableId,
        body.decks.map((d) => d.trim().split(/[\s,]+/)),
      ),
    };
  }
}

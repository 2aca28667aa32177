import type { WaitlistBoardView } from '@app/room/cash/board/dto/waitlist-board.views';
import { LocalCashRoomEventBus } from '@app/room/cash/board/local-cash-room-event-bus';
import { BOARD_COALESCE_MS, BOARD_REFRESH_MS, LiveBoard } from './live-board';

const GAME = '00000000-0000-4000-8000-00000000000a';
const boardWith = (names: string[]): WaitlistBoardView => ({
  names: 'screen-names',
  games: [
    {
      id: GAME,
      name: 'Razz',
      dealing: 'engine',
      preset: 'razz',
      mix: null,
      stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      unit: 'USD',
      tables: [],
      seatsOpen: 0,
      waitlist: names.map((name, i) => ({ name, status: 'waiting', position: i + 1, tableId: null, tableName: null, holdUntil: null })),
    },
  ],
});

describe('LiveBoard', () => {
  let bus: LocalCashRoomEventBus;
  let current: WaitlistBoardView;
  let reads: number;
  let sent: WaitlistBoardView[];
  let feed: LiveBoard;
  const publish = () => bus.publish({ change: 'waitlist-join', cashGameId: GAME, at: new Date().toISOString() });

  beforeEach(() => {
    jest.useFakeTimers();
    bus = new LocalCashRoomEventBus();
    current = boardWith([]);
    reads = 0;
    sent = [];
    feed = new LiveBoard(
      bus,
      async () => {
        reads++;
        return current;
      },
      (message) => sent.push(message.board),
      (err) => {
        throw err;
      },
    );
  });
  afterEach(() => {
    feed.close();
    jest.useRealTimers();
  });

  it('sends the board at once, then one read for a burst of changes, and nothing when the board is the same', async () => {
    await feed.follow(async () => true);
    expect(sent).toEqual([boardWith([])]);
    current = boardWith(['Ann']);
    await publish();
    await publish();
    await publish();
    expect(reads).toBe(1);
    await jest.advanceTimersByTimeAsync(BOARD_COALESCE_MS);
    expect(reads).toBe(2);
    expect(sent).toEqual([boardWith([]), boardWith(['Ann'])]);
    await publish();
    await jest.advanceTimersByTimeAsync(BOARD_COALESCE_MS);
    expect(reads).toBe(3);
    expect(sent).toHaveLength(2);
  });

  it('reads again now and then without a change heard, and sends what changed', async () => {
    await feed.follow(async () => true);
    current = boardWith(['Bob']);
    await jest.advanceTimersByTimeAsync(BOARD_REFRESH_MS + BOARD_COALESCE_MS);
    expect(sent.at(-1)).toEqual(boardWith(['Bob']));
  });

  it('sends nothing for a link no longer active, nor after it is closed', async () => {
    await feed.follow(async () => false);
    expect(sent).toEqual([]);
    const other = new LiveBoard(
      bus,
      async () => current,
      (m) => sent.push(m.board),
      () => undefined,
    );
    await other.follow(async () => true);
    other.close();
    current = boardWith(['Cat']);
    await publish();
    await jest.advanceTimersByTimeAsync(BOARD_REFRESH_MS + BOARD_COALESCE_MS);
    expect(sent).toEqual([boardWith([])]);
  });
});

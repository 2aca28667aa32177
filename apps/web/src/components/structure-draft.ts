import type { CreateStructure, LevelStakesInput, StructureItemInput } from '../api/types';

/**
 * A structure as the editor holds it (every field the text typed, in chips), and the body of
 * `POST /tournament-structures` made from it. The server validates the structure (rising bets,
 * stakes that fit each level's game, breaks between levels); here only whole numbers are checked.
 */

/** The engine's presets a level may deal (docs/api.md "Stakes and seats by game"), by kind of game. */
export const STUD_GAMES: Record<string, string> = {
  razz: 'Razz',
  'razz-nl': 'No-limit Razz',
  'razz-pl': 'Pot-limit Razz',
  'london-lowball': 'London Lowball',
  'deuce-to-seven-razz': 'Deuce-to-Seven Razz',
  stud: 'Seven-Card Stud',
  stud8: 'Stud Eight-or-Better',
};
export const FLOP_GAMES: Record<string, string> = {
  holdem: "Limit Hold'em",
  'holdem-nl': "No-limit Hold'em",
  'holdem-pl': "Pot-limit Hold'em",
  omaha8: 'Limit Omaha Hi-Lo',
  'omaha8-pl': 'Pot-limit Omaha Hi-Lo',
  'omaha-pl': 'Pot-limit Omaha',
};
/** A structure's first level deals Razz unless it names a game. */
export const FIRST_GAME = 'razz';

export interface LevelDraft {
  kind: 'level';
  minutes: string;
  /** '' deals the previous level's game. */
  game: string;
  ante: string;
  bringIn: string;
  smallBlind: string;
  bigBlind: string;
  smallBet: string;
  bigBet: string;
}

export interface BreakDraft {
  kind: 'break';
  minutes: string;
  /** The smallest chip left after a colour-up; '' for none. */
  smallestChip: string;
}

export type ItemDraft = LevelDraft | BreakDraft;

export const isFlopGame = (game: string): boolean => game in FLOP_GAMES;

export function firstLevel(): LevelDraft {
  return { kind: 'level', minutes: '20', game: '', ante: '10', bringIn: '25', smallBlind: '', bigBlind: '', smallBet: '100', bigBet: '200' };
}

/** The next level: the last level's game and time, every amount doubled (bets must rise), to be edited. */
export function nextLevel(items: ItemDraft[]): LevelDraft {
  const last = [...items].reverse().find((i): i is LevelDraft => i.kind === 'level') ?? firstLevel();
  const double = (text: string) => (/^\d+$/.test(text) ? String(Number(text) * 2) : text);
  return {
    ...last,
    game: '',
    ante: double(last.ante),
    bringIn: double(last.bringIn),
    smallBlind: double(last.smallBlind),
    bigBlind: double(last.bigBlind),
    smallBet: double(last.smallBet),
    bigBet: double(last.bigBet),
  };
}

export function newBreak(): BreakDraft {
  return { kind: 'break', minutes: '15', smallestChip: '' };
}

/** The game each item deals: its own, else the previous level's (a break: the level before it). */
export function gamesOf(items: ItemDraft[]): string[] {
  let game = FIRST_GAME;
  return items.map((item) => {
    if (item.kind === 'level' && item.game) game = item.game;
    return game;
  });
}

/**
 * After a level's game changed: the levels that now deal a stud game without an ante and bring-in,
 * or a flop game without blinds, get them from their small bet (ante a tenth, bring-in a quarter;
 * a fixed-limit big blind is the small bet, the small blind half of it, no ante), to be edited.
 */
export function fillStakesForGames(items: ItemDraft[]): ItemDraft[] {
  const games = gamesOf(items);
  return items.map((item, i) => {
    const bet = Number(item.kind === 'level' ? item.smallBet : '');
    if (item.kind === 'break' || !Number.isInteger(bet) || bet <= 0) return item;
    if (isFlopGame(games[i] ?? FIRST_GAME)) {
      if (item.smallBlind !== '' || item.bigBlind !== '') return item;
      return { ...item, smallBlind: String(Math.floor(bet / 2)), bigBlind: String(bet), ante: '' };
    }
    if (item.ante !== '' || item.bringIn !== '') return item;
    return { ...item, ante: String(Math.floor(bet / 10)), bringIn: String(Math.max(1, Math.floor(bet / 4))) };
  });
}

/** How the editor names an item: `Level 3`, or `Break after level 2`. */
export function itemNames(items: ItemDraft[]): string[] {
  let level = 0;
  return items.map((item) => (item.kind === 'level' ? `Level ${++level}` : `Break after level ${level}`));
}

function whole(text: string, what: string, where: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) throw new Error(`${where}: ${what} must be a whole number`);
  return Number(trimmed);
}

function stakesOf(level: LevelDraft, game: string, where: string): LevelStakesInput {
  const chips = (text: string, what: string) => whole(text, `${what} (chips)`, where);
  const bets = { smallBet: chips(level.smallBet, 'the small bet'), bigBet: chips(level.bigBet, 'the big bet') };
  if (!isFlopGame(game)) return { ante: chips(level.ante, 'the ante'), bringIn: chips(level.bringIn, 'the bring-in'), ...bets };
  const blinds = { smallBlind: chips(level.smallBlind, 'the small blind'), bigBlind: chips(level.bigBlind, 'the big blind') };
  return level.ante.trim() === '' ? { ...blinds, ...bets } : { ...blinds, ante: chips(level.ante, 'the ante'), ...bets };
}

/** The request body, or an Error naming the item and field that is not a whole number. */
export function structureBody(name: string, items: ItemDraft[]): CreateStructure {
  const games = gamesOf(items);
  const names = itemNames(items);
  const body = items.map((item, i): StructureItemInput => {
    const where = names[i] ?? `Item ${i + 1}`;
    const minutes = whole(item.minutes, 'minutes', where);
    if (item.kind === 'break') {
      if (item.smallestChip.trim() === '') return { kind: 'break', minutes };
      return { kind: 'break', minutes, chipRace: { smallestChip: whole(item.smallestChip, 'the smallest chip', where) } };
    }
    const stakes = stakesOf(item, games[i] ?? FIRST_GAME, where);
    return item.game ? { kind: 'level', minutes, game: item.game, stakes } : { kind: 'level', minutes, stakes };
  });
  return { name: name.trim(), items: body };
}

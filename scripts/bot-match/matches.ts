/** The matches `npm run bots:match` plays: who sits at the table, by bot name, one per seat. */
import type { BotName } from '@app/razz-engine';

export interface MatchPlan {
  /** For --match. */
  name: string;
  title: string;
  lineup: BotName[];
}

export const MATCHES: readonly MatchPlan[] = [
  { name: 'tips-vs-random', title: 'heads-up: tips (tight) against a random player', lineup: ['tips', 'random'] },
  { name: 'tips-vs-calling-station', title: 'heads-up: tips (tight) against a calling station', lineup: ['tips', 'calling-station'] },
  {
    name: 'ring-mixed',
    title: 'six-handed: two tips (tight), two random players, two calling stations',
    lineup: ['tips', 'random', 'calling-station', 'tips', 'random', 'calling-station'],
  },
  { name: 'styles', title: 'three-handed: tips-tight, tips-loose, tips-aggressive', lineup: ['tips-tight', 'tips-loose', 'tips-aggressive'] },
  {
    name: 'styles-ring',
    title: 'six-handed: two of each tips style',
    lineup: ['tips-tight', 'tips-loose', 'tips-aggressive', 'tips-tight', 'tips-loose', 'tips-aggressive'],
  },
];

/**
 * `npm run bots:match -- [--hands 200000] [--seed N] [--match NAME]`: the engine's bots against
 * each other at Razz (docs/bots.md): heads-up and ring matches with the seats rotated over each
 * deck and fresh stacks every hand. Prints, per bot, big bets won per 100 hands with a 95%
 * interval, and the style statistics that tell the styles apart. Not a test: it runs for minutes.
 */
import { loadavg } from 'node:os';
import { parseOptions, USAGE } from './bot-match/options';
import { MATCHES } from './bot-match/matches';
import { playMatch } from './bot-match/play-match';
import { matchLines } from './bot-match/print';

const load = (): string => loadavg()[0]?.toFixed(2) ?? '?';

function main(): number {
  const options = parseOptions(process.argv.slice(2));
  if ('help' in options) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in options) {
    console.error(`bots:match: ${options.error}\n${USAGE}`);
    return 2;
  }
  console.log(
    `bots:match --hands ${options.hands} --seed ${options.seed}; Razz, stakes 1/2/5/10 (ante, bring-in, small bet, big bet), 100 big bets a seat every hand`,
  );
  let failed = false;
  for (const plan of MATCHES.filter((m) => options.matches.includes(m.name))) {
    const before = load();
    const started = performance.now();
    const result = playMatch(plan, options.hands, options.seed);
    const seconds = (performance.now() - started) / 1000;
    console.log(['', ...matchLines(result, seconds, `${before} → ${load()}`)].join('\n'));
    failed ||= result.chipErrors > 0;
  }
  return failed ? 1 : 0;
}

process.exitCode = main();

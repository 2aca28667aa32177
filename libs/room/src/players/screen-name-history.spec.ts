import { readFileSync } from 'fs';
import { join } from 'path';
import { exportStars, parseStarsHand, replayStars } from '@app/razz-engine';
import { normaliseScreenName, screenNameProblem } from './screen-name-rule';

/**
 * Screen names are printed in PokerStars hand histories that tracking tools read back: a name
 * the rule accepts must survive the text both ways. A real tournament hand with its players
 * renamed to such names is read and replayed by the engine, exported again and read again.
 */
const HAND = readFileSync(join(__dirname, '../../../../../shared/reference/hand-histories/stars_razz_mtt_200+15_201009.txt'), 'utf8').trim();
const RENAMED: readonly [from: string, to: string][] = [
  ['PC [Mittel]', 'Nguyễn Văn Minh'],
  ['Player0', 'Éric Froehlich'],
  ['Player1', "O'Brien"],
  ['Player2', 'Иван Петров'],
  ['Player3', '李小龍'],
  ['Player4', 'محمد علي'],
  ['Player5', 'Éric'],
  ['Hero', 'J.C. Tran'],
];

function renamed(text: string): string {
  return RENAMED.reduce((out, [from, to]) => out.split(from).join(to), text);
}

describe('a screen name the rule accepts survives a PokerStars hand history', () => {
  it.each(RENAMED.map(([, to]) => to))('%j is a screen name', (name) => {
    expect(screenNameProblem(normaliseScreenName(name))).toBeNull();
  });

  it('is read, replayed, exported and read again with every name intact', () => {
    const parsed = parseStarsHand(renamed(HAND));
    if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
    const report = replayStars(parsed.value);
    expect({ ok: report.ok, disagreements: report.disagreements }).toEqual({ ok: true, disagreements: [] });
    if (!report.history) throw new Error('the replay built no history');
    const names = report.history.seats.map((s) => s.name);
    expect(names).toEqual(['Éric Froehlich', "O'Brien", 'J.C. Tran', 'Иван Петров', '李小龍', 'محمد علي', 'Éric', 'Nguyễn Văn Minh']);

    const again = parseStarsHand(exportStars(report.history));
    if (!again.ok) throw new Error(`exported text, line ${again.error.line}: ${again.error.message}`);
    expect(again.value.seats.map((s) => s.name)).toEqual(names);
    expect(replayStars(again.value)).toMatchObject({ ok: true, disagreements: [] });
  });
});

import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Ann Lee', 'A.L.'],
    ['ann lee', 'A.L.'],
    ['lucky_7', 'L.7.'],
    ['BigSlick', 'B.S.'],
    ['Mary-Jane Watson', 'M.J.W.'],
    ['Øyvind Ødegård', 'Ø.Ø.'],
    ['Zoë', 'Z.'],
    ['  padded   name  ', 'P.N.'],
    ['one two three four five', 'O.T.T.'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('says ? for a name of no letter or digit', () => {
    expect(initials('***')).toBe('?');
    expect(initials('')).toBe('?');
  });

  it('never gives back the whole of a longer name', () => {
    for (const name of ['Ann Lee', 'BigSlick', 'Mary-Jane Watson']) expect(initials(name)).not.toContain(name.slice(1, 3));
  });
});

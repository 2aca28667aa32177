import { normaliseScreenName, screenNameProblem } from './screen-name-rule';

describe('screen names: letters of any accepted script, nothing invisible or confusable', () => {
  it.each([
    'Éric Froehlich',
    'Stu Ungar',
    "O'Brien",
    'J.C. Tran',
    'x_y-z',
    'Nguyễn Văn Minh',
    'Zoë',
    'Ελένη',
    'Иван Петров',
    'Արամ',
    'გიორგი',
    'שלמה',
    'محمد علي',
    'राहुल',
    'สมชาย',
    '李小龍',
    'たなか タロウ',
    '田中たろう',
    '김민수',
    'ナルト123',
    'Ivan Петров',
    'A.B',
    '007',
  ])('accepts %j', (name) => {
    expect(screenNameProblem(normaliseScreenName(name))).toBeNull();
  });

  it.each([
    ['Stu\u200BUngar', /invisible or control character U\+200B/],
    ['Stu\u200DUngar', /invisible or control character U\+200D/],
    ['Stu\u2066Ungar', /invisible or control character U\+2066/],
    ['\u202EStu Ungar', /invisible or control character U\+202E/],
    ['Stu\u00ADUngar', /invisible or control character U\+00AD/],
    ['Stu\tUngar', /invisible or control character U\+0009/],
    ['Stu\u3164Ungar', /invisible or control character U\+3164/],
    ['Stu Ung\u0430r', /mixes scripts in one word \(Latin and Cyrillic\): "Ungаr"/],
    ['Pаypal', /Latin and Cyrillic/],
    ['Ηello', /Greek and Latin/],
    ['Ｓｔｕ', /compatibility form.*"Stu"/],
    ['ﬁnn', /compatibility form/],
    ['Stu²', /U\+00B2\) is none of these/],
    ['Stu\u00A0Ungar', /U\+00A0\) is none of these/],
    ['Stu: Ungar', /U\+003A\) is none of these/],
    ['Stu 🂡', /U\+1F0A1\) is none of these/],
    ['-Stu', /must be 3-24 characters/],
    ['Stu  Ungar', /must be 3-24 characters/],
    ['ab', /must be 3-24 characters.*\(got 2\)/],
    ['a'.repeat(25), /\(got 25\)/],
    ['q\u0301\u0302\u0303\u0304alg', /more than 3 combining marks/],
    ['\u0301abc', /combining mark U\+0301 that follows no letter/],
    ['ab 1\u0301', /follows no letter/],
    ['ᚠᚢᚦ', /a letter of a script not accepted/],
  ])('refuses %j', (name, reason) => {
    expect(screenNameProblem(normaliseScreenName(name))).toMatch(reason);
  });

  it('stores one name typed two ways one way (NFC) and counts characters, not UTF-16 units', () => {
    expect(normaliseScreenName('  E\u0301ric ')).toBe('\u00C9ric');
    expect(screenNameProblem('𠮷野家')).toBeNull();
    expect(screenNameProblem('𠮷'.repeat(24))).toBeNull();
  });
});

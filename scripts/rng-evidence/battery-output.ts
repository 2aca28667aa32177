/** Reading the batteries' own output: `ent`'s figures and dieharder's table of assessments. */

export interface EntFigures {
  bytes: number | null;
  entropyBitsPerByte: number | null;
  chiSquare: number | null;
  /** ent's "would exceed this value N percent of the times", as written (it may say "less than 0.01"). */
  chiSquareExceedPercent: string | null;
  mean: number | null;
  monteCarloPi: number | null;
  monteCarloPiErrorPercent: number | null;
  serialCorrelation: number | null;
}

const number = (text: string, pattern: RegExp): number | null => {
  const match = pattern.exec(text);
  return match?.[1] === undefined ? null : Number(match[1]);
};

export function parseEnt(text: string): EntFigures {
  return {
    bytes: number(text, /of this (\d+) byte file/),
    entropyBitsPerByte: number(text, /Entropy = ([\d.]+) bits per byte/),
    chiSquare: number(text, /Chi square distribution for \d+ samples is ([\d.]+)/),
    chiSquareExceedPercent: /would exceed this value ((?:less than |more than )?[\d.]+) percent/.exec(text)?.[1] ?? null,
    mean: number(text, /Arithmetic mean value of data bytes is ([\d.]+)/),
    monteCarloPi: number(text, /Monte Carlo value for Pi is ([\d.]+)/),
    monteCarloPiErrorPercent: number(text, /\(error ([\d.]+) percent\)/),
    serialCorrelation: number(text, /Serial correlation coefficient is (-?[\d.]+)/),
  };
}

export type Assessment = 'PASSED' | 'WEAK' | 'FAILED';

export interface DieharderRow {
  test: string;
  ntup: number;
  tsamples: number;
  psamples: number;
  pValue: number;
  assessment: Assessment;
}

/** The result rows, e.g. `   diehard_birthdays|   0|       100|     100|0.85431064|  PASSED`. */
export function parseDieharder(text: string): DieharderRow[] {
  const rows: DieharderRow[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const assessment = cells[5];
    if (cells.length !== 6 || (assessment !== 'PASSED' && assessment !== 'WEAK' && assessment !== 'FAILED')) continue;
    rows.push({
      test: cells[0] ?? '',
      ntup: Number(cells[1]),
      tsamples: Number(cells[2]),
      psamples: Number(cells[3]),
      pValue: Number(cells[4]),
      assessment,
    });
  }
  return rows;
}

export function countAssessments(rows: readonly DieharderRow[]): Record<Assessment, number> {
  const counts: Record<Assessment, number> = { PASSED: 0, WEAK: 0, FAILED: 0 };
  for (const row of rows) counts[row.assessment]++;
  return counts;
}

/**
 * The rows with the file's rewinds each one's test caused. Reading a file (`-g 201`), dieharder
 * prints the file's cumulative rewind count, when not 0, just before a result row (stderr before
 * stdout, both into one pipe): what the count grew by since the previous row is this test's.
 */
export function rowsWithRewinds(text: string): (DieharderRow & { rewinds: number })[] {
  const rows: (DieharderRow & { rewinds: number })[] = [];
  let before = 0;
  let now = 0;
  for (const line of text.split('\n')) {
    const rewound = /was rewound (\d+) times/.exec(line);
    if (rewound) now = Number(rewound[1]);
    const [row] = parseDieharder(line);
    if (!row) continue;
    rows.push({ ...row, rewinds: now - before });
    before = now;
  }
  return rows;
}

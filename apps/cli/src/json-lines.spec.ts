import { PassThrough, Writable } from 'node:stream';
import { readJsonLines, writeJsonLine } from './json-lines';

async function collect(text: string) {
  const input = new PassThrough();
  input.end(text);
  const out = [];
  for await (const line of readJsonLines(input)) out.push(line);
  return out;
}

describe('readJsonLines', () => {
  it('parses each non-blank line, numbering lines as in the input, with \\n or \\r\\n endings', async () => {
    expect(await collect('{"a":1}\r\n\n  \n[2]\n"x"')).toEqual([
      { lineNumber: 1, ok: true, value: { a: 1 } },
      { lineNumber: 4, ok: true, value: [2] },
      { lineNumber: 5, ok: true, value: 'x' },
    ]);
  });

  it('turns a line that is not JSON into an error value and goes on', async () => {
    const lines = await collect('{"a":\n{"b":2}\n');
    expect(lines[0]).toMatchObject({ lineNumber: 1, ok: false, error: expect.stringMatching(/^not JSON/) });
    expect(lines[1]).toEqual({ lineNumber: 2, ok: true, value: { b: 2 } });
  });

  it('yields nothing for empty input', async () => {
    expect(await collect('')).toEqual([]);
  });
});

describe('writeJsonLine', () => {
  it('writes one JSON line and waits for drain when the stream is full', async () => {
    const chunks: string[] = [];
    let release: (() => void) | undefined;
    const slow = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk.toString());
        release = done;
      },
    });
    let finished = false;
    const writing = writeJsonLine(slow, { rank: 0 }).then(() => (finished = true));
    await new Promise((r) => setImmediate(r));
    expect(chunks).toEqual(['{"rank":0}\n']);
    expect(finished).toBe(false);
    release?.();
    await writing;
    expect(finished).toBe(true);
  });
});

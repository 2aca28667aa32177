/**
 * JSON Lines on streams, for commands that read one request per line (`eval`, `play --lines`)
 * and answer one JSON object per line.
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/** One non-blank input line: its JSON value, or why it is not JSON. */
export type JsonLine = { lineNumber: number; ok: true; value: unknown } | { lineNumber: number; ok: false; error: string };

/**
 * Yields every non-blank line of `input` parsed as JSON, in order; a line that is not JSON
 * comes out as an error value so the caller can answer it and go on. Accepts `\n` and `\r\n`.
 */
export async function* readJsonLines(input: NodeJS.ReadableStream): AsyncGenerator<JsonLine> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    try {
      yield { lineNumber, ok: true, value: JSON.parse(line) as unknown };
    } catch (err) {
      yield { lineNumber, ok: false, error: `not JSON (${err instanceof Error ? err.message : String(err)})` };
    }
  }
}

/** Writes one JSON value per line, waiting when the stream asks for it (a slow pipe reader). */
export async function writeJsonLine(output: NodeJS.WritableStream, value: unknown): Promise<void> {
  if (!output.write(`${JSON.stringify(value)}\n`)) await once(output, 'drain');
}

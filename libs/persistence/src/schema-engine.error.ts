/**
 * An error from the schema engine as one line: the Rust span trace it appends
 * ("   0: schema_engine…") cut off, the rest joined, and Prisma's error code (e.g. P3005) kept,
 * so start-up can print it as the reason it stopped.
 */
export class SchemaEngineError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code: string | undefined, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SchemaEngineError';
    this.code = code;
  }

  static from(error: unknown): SchemaEngineError {
    if (error instanceof SchemaEngineError) return error;
    // Duck-typed, not `instanceof Error`: under jest the engine's errors come from another realm.
    const maybeMessage = (error as { message?: unknown } | null)?.message;
    const raw = typeof maybeMessage === 'string' ? maybeMessage : String(error);
    const lines = (raw.split(/\n\s+0: /)[0] ?? raw).split('\n').map((line) => line.trim());
    const message = lines.filter(Boolean).join(' ') || raw;
    const code = (error as { code?: unknown } | null)?.code;
    return new SchemaEngineError(message, typeof code === 'string' ? code : undefined, { cause: error });
  }
}

import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as wasmBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { charAwareAdapterFactory } from './engine/char-aware-adapter';
import { SchemaEngineError } from './schema-engine.error';

export type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';

/** Receives the engine's own log lines (JSON strings). */
export type EngineLog = (line: string) => void;

/**
 * The slice of the WebAssembly global this loader uses. Declared here because `@types/node` 20
 * does not type `WebAssembly` and the DOM lib would bring browser globals into server code.
 */
interface WasmRuntime {
  instantiate(bytes: Uint8Array, imports: Record<string, object>): Promise<{ instance: { exports: Record<string, unknown> } }>;
}
const wasmRuntime = (globalThis as unknown as { WebAssembly: WasmRuntime }).WebAssembly;

/**
 * The engine reports a Rust panic by calling `global.PRISMA_WASM_PANIC_REGISTRY.set_message`
 * just before it traps; without a registry that call itself throws and the real message is lost.
 */
let lastPanic: string | undefined;
(globalThis as unknown as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } }).PRISMA_WASM_PANIC_REGISTRY ??= {
  set_message: (message: string) => (lastPanic = message),
};

let ready: Promise<void> | undefined;

/**
 * The glue module's exports as the wasm's imports, with one change: the engine arms a 10 s
 * `setTimeout` per command and never clears it, which kept every script (and jest) alive for 10 s
 * after the work was done. Unref'd, the timer still fires if something else keeps the process up.
 */
function glueImports(): Record<string, unknown> {
  const imports: Record<string, unknown> = { ...wasmBindings };
  for (const name of Object.keys(imports)) {
    if (name.startsWith('__wbg_setTimeout_')) imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  return imports;
}

/**
 * Instantiates the schema engine's WebAssembly module (once, until a panic poisons it).
 *
 * The package's own entry (`schema_engine.js`) does `import * as wasm from "./schema_engine_bg.wasm"`,
 * which only bundlers and Node's experimental wasm-modules understand. So we do by hand what that
 * entry does: instantiate the `.wasm` with the JS glue module as its `./schema_engine_bg.js` import
 * object, hand the instance back to the glue, then run the wasm start function.
 */
export function loadSchemaEngineWasm(): Promise<void> {
  ready ??= (async () => {
    // The package's `exports` map hides the .wasm file, so find it next to the glue module.
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await wasmRuntime.instantiate(bytes, { './schema_engine_bg.js': glueImports() });
    wasmBindings.__wbg_set_wasm(instance.exports);
    const start = instance.exports['__wbindgen_start'];
    if (typeof start !== 'function') throw new Error('schema engine wasm: __wbindgen_start is missing');
    start();
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}

export interface SchemaEngineOptions {
  /** The database the engine works on; shadow databases are created on the same server. */
  databaseUrl: string;
  log?: EngineLog;
}

/**
 * Runs `work` with a schema engine bound to one Postgres database through `@prisma/adapter-pg`,
 * then frees it. A Rust panic comes back as an Error carrying the panic message, and the wasm
 * instance is reloaded next time (a trapped instance is not safe to reuse).
 */
export async function withSchemaEngine<T>(options: SchemaEngineOptions, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  await loadSchemaEngineWasm();
  const log = options.log ?? (() => undefined);
  lastPanic = undefined;
  const adapterFactory = charAwareAdapterFactory(options.databaseUrl);
  let engine: SchemaEngine | undefined;
  try {
    engine = await wasmBindings.SchemaEngine.new({ datamodels: undefined }, (line: string) => log(line), bindMigrationAwareSqlAdapterFactory(adapterFactory));
    return await work(engine);
  } catch (error) {
    if (lastPanic === undefined) throw SchemaEngineError.from(error);
    const panic = lastPanic;
    lastPanic = undefined;
    ready = undefined;
    engine = undefined;
    throw new SchemaEngineError(`schema engine panicked: ${panic}`, undefined, { cause: error });
  } finally {
    engine?.free();
    await adapterFactory.disposeAll();
  }
}

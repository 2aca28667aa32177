export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** One `razz` sub-command. `run` resolves to the process exit code. */
export interface CliCommand {
  name: string;
  summary: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}

import type { CliCommand } from '../cli-command';

/** Every sub-command, in the order `razz --help` lists them. Add new commands here. */
export const COMMANDS: readonly CliCommand[] = [];

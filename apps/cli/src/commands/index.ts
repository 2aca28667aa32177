import type { CliCommand } from '../cli-command';
import { equityCommand } from './equity.command';
import { evalCommand } from './eval.command';
import { exportHistoryCommand } from './export-history.command';
import { importHistoryCommand } from './import-history.command';
import { playCommand } from './play.command';
import { simulateCommand } from './simulate.command';
import { verifyCommand } from './verify.command';

/** Every sub-command, in the order `razz --help` lists them. Add new commands here. */
export const COMMANDS: readonly CliCommand[] = [
  evalCommand,
  equityCommand,
  playCommand,
  simulateCommand,
  importHistoryCommand,
  exportHistoryCommand,
  verifyCommand,
];

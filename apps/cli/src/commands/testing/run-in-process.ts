import { PassThrough } from 'node:stream';
import type { CliCommand } from '../../cli-command';

/** Runs a `razz` command in-process on the given input lines: its exit code, stdout and stderr. */
export async function runInProcess(command: CliCommand, input: readonly string[], args: readonly string[] = []) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let text = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (text += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  stdin.end(input.join('\n'));
  const code = await command.run(args, { stdin, stdout, stderr });
  return { code, text, err, lines: text.split('\n').filter((l) => l !== '') };
}

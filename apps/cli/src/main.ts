/**
 * `razz` — the engine's command line: `npm run --silent razz -- <command> [options]`.
 * Each command lives in `commands/<name>.command.ts` and exports a `CliCommand`.
 */
import type { CliCommand } from './cli-command';
import { COMMANDS } from './commands';

function usage(commands: readonly CliCommand[]): string {
  const lines = commands.map((c) => `  ${c.name.padEnd(16)} ${c.summary}`);
  return ['usage: razz <command> [options]', '', 'commands:', ...lines].join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${usage(COMMANDS)}\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`unknown command: ${name}\n${usage(COMMANDS)}\n`);
    return 2;
  }
  return command.run(rest, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`razz: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);

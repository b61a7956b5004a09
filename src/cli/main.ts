/**
 * `redraft`: the entry point. Picks the command, gives it a context, turns whatever it throws
 * into one line on stderr and an exit code (exitCodes.ts), and closes the service it started.
 */
import { version } from '../../package.json';
import { openBackend, type Backend } from './backend';
import { calibrateMeCommand } from './commands/calibrateMe';
import { detectCommand } from './commands/detect';
import { estimateCommand } from './commands/estimate';
import { pricingCommand } from './commands/pricing';
import { rewriteCommand } from './commands/rewrite';
import { runsCommand } from './commands/runs';
import { serveCommand } from './commands/serve';
import type { CliContext, Connection } from './context';
import { EXIT, type ExitCode } from './exitCodes';
import { describeFailure, UsageError } from './failure';
import { mainHelp } from './help';
import { Interrupts } from './interrupts';
import { createOutput } from './output';

type Command = (args: readonly string[], ctx: CliContext) => Promise<ExitCode>;

const COMMANDS: Record<string, Command> = {
  detect: detectCommand,
  'calibrate-me': calibrateMeCommand,
  rewrite: rewriteCommand,
  estimate: estimateCommand,
  pricing: pricingCommand,
  runs: runsCommand,
  serve: serveCommand,
};

async function main(argv: readonly string[]): Promise<number> {
  const io = createOutput(process.stdout, process.stderr, process.env);
  // `redraft help detect` is `redraft detect --help`.
  const [name, ...rest] = argv[0] === 'help' && argv[1] !== undefined ? [argv[1], '--help'] : argv;
  if (name === undefined) {
    process.stderr.write(`${mainHelp}\n`);
    return EXIT.USAGE;
  }
  if (name === '-h' || name === '--help' || name === 'help') {
    io.out(mainHelp);
    return EXIT.OK;
  }
  if (name === '-V' || name === '--version') {
    io.out(version);
    return EXIT.OK;
  }

  const interrupts = new Interrupts(() => {
    io.err('redraft: interrupted again; not waiting any longer');
    process.exit(EXIT.INTERRUPTED);
  });
  interrupts.install(process);
  // Held in an object: TypeScript does not see assignments made inside the closure below.
  const service: { starting: Promise<Backend> | null; opened: Backend | null } = { starting: null, opened: null };
  const ctx: CliContext = {
    io,
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
    interrupts,
    connect: (baseUrlFlag): Promise<Connection> => {
      service.starting ??= openBackend({
        env: process.env,
        baseUrlFlag,
        notify: (line) => io.err(line),
        userAgent: `redraft-cli/${version}`,
      }).then((b) => (service.opened = b));
      return service.starting;
    },
  };
  try {
    const command = COMMANDS[name];
    if (command === undefined) throw new UsageError(`unknown command "${name}"; see \`redraft --help\``);
    return await command(rest, ctx);
  } catch (error) {
    const failure = describeFailure(error, { baseUrl: service.opened?.baseUrl, storedKey: service.opened?.storedKey });
    io.err(`redraft: ${failure.message.replace(/\s*[\r\n]+\s*/g, ' ')}`);
    return failure.exitCode;
  } finally {
    await service.starting?.then((b) => b.close()).catch(() => undefined);
    interrupts.uninstall();
  }
}

/** Exits once stdout and stderr have taken everything written, so a pipe gets the whole output. */
function exitAfterFlush(code: number): void {
  let pending = 2;
  const done = (): void => {
    pending -= 1;
    if (pending === 0) process.exit(code);
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
}

// `redraft detect ... | head` closes the pipe early; that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT.OK);
  throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    // serve ends when its server has closed; everything else exits at once, without waiting for
    // keep-alive sockets of the client to time out.
    if (process.argv[2] === 'serve') process.exitCode = code;
    else exitAfterFlush(code);
  },
  (error: unknown) => {
    process.stderr.write(`redraft: ${error instanceof Error ? error.message : String(error)}\n`);
    exitAfterFlush(EXIT.SERVER);
  },
);

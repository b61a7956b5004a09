/** Runs `redraft serve` straight from source: `npx tsx src/service/main.ts --port 0`. */
import { serveCommand } from './cli';

void serveCommand(process.argv.slice(2));

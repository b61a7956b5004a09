/**
 * SQL lives behind stores: only the modules that own a table (and the database itself) hold SQL
 * statements. A route handler or the server that queries a table directly couples the HTTP layer
 * to the schema; this names the file at once.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');

/** The store modules, each with the tables it owns. */
const STORES = new Set(
  [
    'service/db.ts', // the database: transactions, the journal generation in `meta`
    'service/schema.ts', // tables and migrations
    'service/load.ts', // opening the snapshot
    'service/accounts.ts', // accounts, api_keys, sessions
    'service/ledger.ts', // ledger, holds
    'service/runs.ts', // runs
    'service/events.ts', // run_events
    'service/detection-rows.ts', // detections
    'service/meta.ts', // meta (the local account)
  ].map((f) => path.join(SRC, f)),
);

/** A string literal that starts a statement. Comments naming HTTP methods ("DELETE /v1/runs") do not match. */
const SQL = /['"`]\s*(?:SELECT|INSERT|UPDATE|DELETE\s+FROM|CREATE\s+(?:TABLE|INDEX)|ALTER\s+TABLE|PRAGMA)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.ts') ? [file] : [];
  });
}

describe('source structure: SQL', () => {
  it('holds SQL statements only in store modules', () => {
    const outside = sourceFiles(SRC)
      .filter((file) => !STORES.has(file) && SQL.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    assert.deepEqual(outside, [], `SQL outside the store modules: ${outside.join(', ')}`);
  });

  it('finds SQL where it is (the check is not vacuous)', () => {
    for (const file of STORES) assert.match(readFileSync(file, 'utf8'), SQL, path.relative(SRC, file));
  });
});

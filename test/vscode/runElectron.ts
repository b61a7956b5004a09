/**
 * `npm run test:vscode`: the same in-editor suite under @vscode/test-electron, for machines that
 * can download VS Code (this project's CI uses code-server instead; see .ci/run).
 */
import * as path from 'node:path';
import { runTests } from '@vscode/test-electron';

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  await runTests({
    extensionDevelopmentPath: root,
    extensionTestsPath: path.join(__dirname, 'index.js'),
    launchArgs: [path.join(root, 'test/fixtures/workspace'), '--disable-extensions', '--disable-workspace-trust'],
  });
}

main().catch((err: unknown) => {
  console.error('In-editor tests failed:', err);
  process.exit(1);
});

/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS script, run by Node outside the build */
// Person-like driver for the README pictures of a rewrite: the quality pick with its estimates,
// and the diff of a finished rewrite while a second one runs (live cost in the status bar, the
// progress notification with Cancel, the Runs view). Not a test: it clicks and types like a writer.
//
// The shared host's --ui mode runs its own driver, so point a copy of the launcher at this one:
//
//   mkdir -p /tmp/redraft-media/.vscode
//   echo '{"redraft.local.paceMs": 2500, "editor.wordWrap": "on"}' > /tmp/redraft-media/.vscode/settings.json
//   node -e "require('fs').writeFileSync('/tmp/redraft-media/release-notes.md', require('./test/vscode/media/rewriteScreenshot.cjs').DRAFT)"
//   sed "s#node \"\$T/driver/ui-check.js\"#NODE_PATH=\"\$T/driver/node_modules\" SHOT_OUT=$PWD/media node $PWD/test/vscode/media/rewriteScreenshot.cjs#" \
//     ../shared/tools/vscode-host/run-extension-test.sh > /tmp/redraft-media-run.sh
//   node scripts/build.mjs --quiet && bash /tmp/redraft-media-run.sh --ui --extensionDevelopmentPath=. --folder=/tmp/redraft-media
const fs = require('fs');
const path = require('path');

const DRAFT = [
  '# Release notes draft',
  '',
  "In today's rapidly evolving digital landscape, it is crucial to delve into the multifaceted ways in which our new sync engine fosters collaboration. Moreover, this comprehensive update underscores our commitment to a seamless experience.",
  '',
  'Furthermore, by leveraging robust caching and seamless integration, teams can navigate the complexities of offline work. Additionally, it is essential to note that conflicts are now resolved in a holistic manner that empowers every user.',
  '',
  'In conclusion, this release is a testament to our dedication. By fostering a culture of continuous improvement, we can harness the power of feedback and pave the way for a brighter future.',
  '',
].join('\n');
module.exports = { DRAFT };

async function main() {
  const { chromium } = require('playwright-core');
  const out = process.env.SHOT_OUT || '/tmp/redraft-media-shots';
  const port = process.env.PORT;
  const t0 = Date.now();
  const log = (...a) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...a);
  fs.mkdirSync(out, { recursive: true });
  const profile = fs.mkdtempSync(path.join(require('os').tmpdir(), 'redraft-shot-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1400, height: 900 },
  });
  const page = browser.pages()[0] || (await browser.newPage());
  const payload = JSON.stringify([['extensionDevelopmentPath', `vscode-remote://127.0.0.1:${port}${process.env.EXT_DEV_PATH}`]]);
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(process.env.FOLDER)}&payload=${encodeURIComponent(payload)}`);
  await page.waitForSelector('.monaco-workbench', { timeout: 60000 });
  await page.waitForTimeout(4000);

  const palette = async (text) => {
    await page.keyboard.press('F1');
    await page.waitForSelector('.quick-input-widget input', { state: 'visible', timeout: 15000 });
    await page.keyboard.type(text, { delay: 20 });
    await page.waitForTimeout(1200);
    await page.keyboard.press('Enter');
  };
  const rewrite = async (shot) => {
    await palette('Redraft: Rewrite Selection');
    await page.locator('.quick-input-list').getByText('typically').first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(500);
    if (shot) await page.screenshot({ path: path.join(out, shot) });
    await page.keyboard.press('Enter');
    await page.locator('.quick-input-list').getByText('Start standard rewrite').first().waitFor({ timeout: 20000 });
    await page.waitForTimeout(300);
    await page.keyboard.press('Enter');
  };
  const tab = (text) => page.locator('.tabs-container .tab').filter({ hasText: text }).first();

  await page.locator('.monaco-workbench').click({ position: { x: 700, y: 400 } }).catch(() => {});
  await palette('View: Close Secondary Side Bar').catch(() => log('no secondary side bar'));
  await page.waitForTimeout(800);
  await page.keyboard.press('Control+P');
  await page.waitForSelector('.quick-input-widget input', { state: 'visible', timeout: 15000 });
  await page.keyboard.type('release-notes.md', { delay: 20 });
  await page.waitForTimeout(1500);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.editor-instance .monaco-editor .view-lines', { timeout: 20000 });
  await page.waitForTimeout(1500);
  // The three paragraphs: line 3 to the end.
  await page.keyboard.press('Control+G');
  await page.keyboard.type('3', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  await page.keyboard.press('Control+Shift+End');
  await page.waitForTimeout(500);

  await rewrite('rewrite-quality.png');
  log('first rewrite started');
  await tab('↔ rewrite').waitFor({ timeout: 180000 });
  log('diff open');
  await page.waitForTimeout(1500);

  // The same selection again; back to the diff while it runs, notifications shown.
  await page.locator('.pane-header').filter({ hasText: 'Redraft Runs' }).first().click().catch(() => log('no Runs view header'));
  await tab(/^release-notes\.md$/).click();
  await page.waitForTimeout(1000);
  await rewrite(null);
  log('second rewrite started');
  await page.waitForTimeout(300);
  await tab('↔ rewrite').click();
  await palette('Notifications: Show Notifications');
  const cost = page.locator('.statusbar-item').filter({ hasText: 'so far' }).first();
  for (let i = 0; i < 100; i++) {
    const t = await cost.innerText().catch(() => '');
    if (t && !t.includes('$0.00 so far')) break;
    await page.waitForTimeout(200);
  }
  await page.mouse.move(600, 600);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(out, 'rewrite-diff.png') });
  log('status bar:', (await page.locator('.statusbar').innerText().catch(() => '')).replace(/\n/g, ' | '));
  await browser.close();
  fs.rmSync(profile, { recursive: true, force: true });
}

if (require.main === module) {
  main().catch((e) => {
    console.error('DRIVER ERROR', e);
    process.exit(2);
  });
}

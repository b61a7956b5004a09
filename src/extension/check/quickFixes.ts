import * as vscode from 'vscode';
import { addAllowedWords, ConfigError } from '../../config/index';
import { defaultLexicon } from '../../rewriter/index';
import { matchCase, sentenceSplit, sentenceToDrop } from './model/quickFixText';
import type { WorkspaceConfig } from '../workspaceConfig';

/** The command behind "Don't flag this word in this workspace" (adds it to `allow`). */
export const ALLOW_WORD_COMMAND = 'redraft.allowWord';

/**
 * Quick fixes on the evidence diagnostics, each one WorkspaceEdit (one undo step): replace an
 * AI-typical word with alternatives of the same part of speech (the rewriter's lexicon is keyed
 * by inflected surface form, so "leverages" offers "uses"), drop a stock opener or an assistant
 * closer, turn a dash aside into a comma, split an over-long sentence, and don't flag a word here
 * (an inline comment) or in the workspace (`allow` in the configuration file). The live check
 * redraws the marks after the edit; "Rewrite this paragraph" stays in RewriteCodeActions.
 */
export class EvidenceQuickFixes implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix];

  provideCodeActions(doc: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const actions: vscode.CodeAction[] = [];
    for (const d of context.diagnostics) {
      if (d.source !== 'Redraft') continue;
      const key = typeof d.code === 'object' ? String(d.code.value) : String(d.code ?? '');
      const text = doc.getText(d.range);
      const fix = (title: string, edit: vscode.WorkspaceEdit, preferred = false): void => {
        const a = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
        a.edit = edit;
        a.diagnostics = [d];
        a.isPreferred = preferred;
        actions.push(a);
      };
      const replace = (range: vscode.Range, by: string): vscode.WorkspaceEdit => {
        const e = new vscode.WorkspaceEdit();
        e.replace(doc.uri, range, by);
        return e;
      };
      switch (key) {
        case 'ai_vocabulary': {
          const entry = defaultLexicon().lookup(text.toLowerCase());
          (entry?.replacements ?? []).slice(0, 3).forEach((r, i) => fix(`Replace "${text}" with "${matchCase(text, r.text)}"`, replace(d.range, matchCase(text, r.text)), i === 0));
          break;
        }
        case 'transitions': {
          // The opener, its comma and the space after it go; the next word takes the capital.
          const start = doc.offsetAt(d.range.start);
          const rest = doc.getText().slice(doc.offsetAt(d.range.end));
          const m = /^,?\s*(\p{L})?/u.exec(rest);
          const cut = m ? m[0].length - (m[1] ? 1 : 0) : 0;
          const end = doc.offsetAt(d.range.end) + cut;
          const next = m?.[1] ?? '';
          const e = new vscode.WorkspaceEdit();
          e.replace(doc.uri, new vscode.Range(doc.positionAt(start), doc.positionAt(end + next.length)), next.toUpperCase());
          fix(`Drop the opener "${text}"`, e, true);
          break;
        }
        case 'assistant_frames': {
          const drop = sentenceToDrop(doc.getText(), doc.offsetAt(d.range.start), doc.offsetAt(d.range.end));
          const s = new vscode.Range(doc.positionAt(drop.start), doc.positionAt(drop.end));
          fix(`Drop the stock sentence "${ellipsis(doc.getText(s))}"`, replace(s, ''), true);
          break;
        }
        case 'em_dashes': {
          const start = doc.offsetAt(d.range.start);
          const end = doc.offsetAt(d.range.end);
          const all = doc.getText();
          let a = start;
          let b = end;
          while (a > 0 && all[a - 1] === ' ') a--;
          while (b < all.length && all[b] === ' ') b++;
          fix('Replace the dash with a comma', replace(new vscode.Range(doc.positionAt(a), doc.positionAt(b)), ', '), true);
          break;
        }
        case 'reading_ease':
        case 'sentence_variation': {
          const split = sentenceSplit(text);
          if (split) {
            const base = doc.offsetAt(d.range.start);
            fix('Split this sentence in two', replace(new vscode.Range(doc.positionAt(base + split.start), doc.positionAt(base + split.end)), split.text), true);
          }
          break;
        }
        default:
          break;
      }
      const here = new vscode.WorkspaceEdit();
      const line = doc.lineAt(paragraphFirstLine(doc, d.range.start.line));
      here.insert(doc.uri, line.range.start, `<!-- redraft-disable-next ${key} -->\n`);
      fix(key === 'ai_vocabulary' ? `Don't flag "${text}" in this paragraph` : `Don't flag ${labelOf(key)} in this paragraph`, here);
      if (key === 'ai_vocabulary') {
        const a = new vscode.CodeAction(`Don't flag "${text}" in this workspace`, vscode.CodeActionKind.QuickFix);
        a.command = { command: ALLOW_WORD_COMMAND, title: 'Allow word', arguments: [doc.uri, text] };
        a.diagnostics = [d];
        actions.push(a);
      }
    }
    return actions;
  }
}

/** `redraft.allowWord` (the quick fix's command): writes an allowed word into the workspace configuration. */
export function allowWord(workspace: WorkspaceConfig, uri: unknown, word: unknown): ReturnType<typeof addAllowedWords> | undefined {
  if (!(uri instanceof vscode.Uri) || typeof word !== 'string' || word === '') return undefined;
  const found = workspace.forUri(uri, { fresh: true });
  if (!found.ok) {
    workspace.report(found.error, { always: true });
    return undefined;
  }
  try {
    const written = addAllowedWords(found.loaded, [word.toLowerCase()]);
    workspace.refresh();
    void vscode.window.showInformationMessage(`Redraft: "${word}" is no longer flagged in ${vscode.workspace.asRelativePath(written.file)}.`);
    return written;
  } catch (err) {
    if (err instanceof ConfigError) workspace.report(err, { always: true });
    else throw err;
    return undefined;
  }
}

const labelOf = (key: string): string => key.replace(/_/g, ' ');
const ellipsis = (s: string): string => (s.length > 40 ? `${s.slice(0, 37)}…` : s);

/** The first line of the Markdown block holding `line` (blank lines separate blocks). */
function paragraphFirstLine(doc: vscode.TextDocument, line: number): number {
  let l = line;
  while (l > 0 && !doc.lineAt(l - 1).isEmptyOrWhitespace) l--;
  return l;
}

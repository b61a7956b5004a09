import * as vscode from 'vscode';
import type { ReportPresenter } from '../check/reportPresenter';
import { rewriteActionTitle } from './model/rewriteModel';

/**
 * "Rewrite this paragraph" on paragraphs the shown report marks `ai` or `mixed`: a quick fix of
 * the paragraph's Redraft diagnostics when the request carries them (the light bulb on evidence),
 * otherwise a refactor.rewrite (Refactor… menu, or the light bulb anywhere in the paragraph).
 */
export class RewriteCodeActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.RefactorRewrite];

  constructor(private readonly presenter: ReportPresenter) {}

  provideCodeActions(doc: vscode.TextDocument, range: vscode.Range | vscode.Selection, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const shown = this.presenter.get(doc.uri);
    if (!shown) return [];
    const start = doc.offsetAt(range.start);
    const end = doc.offsetAt(range.end);
    const actions: vscode.CodeAction[] = [];
    for (const p of shown.paragraphs) {
      if (p.verdict !== 'ai' && p.verdict !== 'mixed') continue;
      // The paragraph the cursor (or the selection) is in.
      if (end < p.start || start > p.end) continue;
      const paragraph = new vscode.Range(doc.positionAt(p.start), doc.positionAt(p.end));
      const diagnostics = context.diagnostics.filter((d) => d.source === 'Redraft' && paragraph.contains(d.range));
      const wantsQuickFix = diagnostics.length > 0 && (!context.only || context.only.contains(vscode.CodeActionKind.QuickFix));
      const kind = wantsQuickFix ? vscode.CodeActionKind.QuickFix : vscode.CodeActionKind.RefactorRewrite;
      if (context.only && !context.only.contains(kind)) continue;
      const action = new vscode.CodeAction(rewriteActionTitle(p.verdict, p.score), kind);
      action.command = { command: 'redraft.rewriteParagraph', title: 'Rewrite This Paragraph', arguments: [doc.uri, paragraph] };
      if (wantsQuickFix) action.diagnostics = diagnostics;
      actions.push(action);
    }
    return actions;
  }
}

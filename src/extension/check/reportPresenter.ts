import * as vscode from 'vscode';
import type { Config, SeveritySetting } from '../config';
import { trackReportMarks, type TextChange } from './model/markTracking';
import { paragraphHover, type EvidenceMark, type ParagraphMark, type ReportView } from './model/reportView';
import { trustHover } from './model/trustHover';

/** Which reading is shown: a live one by the bundled engine, or a check through the backend. */
export type ReadingSource = 'live' | 'backend';

/** What the editor shows for one document; offsets are UTF-16 document offsets. */
export interface ShownReport {
  view: ReportView;
  /** The workspace configuration's evidence severity, which wins over the setting. */
  severity?: SeveritySetting;
  source: ReadingSource;
  paragraphs: ParagraphMark[];
  evidence: EvidenceMark[];
}

/** A snapshot of what is drawn, for tests and the status bar. */
export interface PresentedState {
  uri: string;
  verdict: ReportView['verdict'];
  score: number;
  basis: ReportView['basis'];
  source: ReadingSource;
  paragraphs: { range: vscode.Range; verdict: string | null; score: number | null; hover: string }[];
  diagnostics: { range: vscode.Range; message: string; code: string }[];
}

/**
 * Owns the decoration types, the hover provider and the diagnostic collection of reports, and
 * keeps them on the right words as documents change. Paragraph verdicts are decorations (never
 * Problems); the evidence of signals is diagnostics at the user's chosen severity.
 */
export class ReportPresenter implements vscode.Disposable {
  private readonly reports = new Map<string, ShownReport>();
  private readonly disposables: vscode.Disposable[] = [];
  private readonly diagnostics: vscode.DiagnosticCollection;
  private readonly types: Record<'ai' | 'mixed' | 'human', vscode.TextEditorDecorationType>;
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  /** Fires when the marks of a document change (shown, moved, cleared). */
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly config: Config,
    private readonly signalDocs: vscode.Uri,
  ) {
    this.diagnostics = vscode.languages.createDiagnosticCollection('redraft');
    this.types = this.createTypes();
    this.disposables.push(
      this.diagnostics,
      this.changed,
      vscode.languages.registerHoverProvider([{ language: 'markdown' }, { language: 'plaintext' }], {
        provideHover: (doc, pos) => this.hover(doc, pos),
      }),
    );
    vscode.workspace.onDidChangeTextDocument((e) => this.onEdit(e), this, this.disposables);
    vscode.workspace.onDidCloseTextDocument((d) => this.clear(d.uri), this, this.disposables);
    vscode.window.onDidChangeVisibleTextEditors(() => this.redrawAll(), this, this.disposables);
    vscode.workspace.onDidChangeConfiguration(
      (e) => {
        if (e.affectsConfiguration('redraft.decorations') || e.affectsConfiguration('redraft.diagnostics')) {
          this.recreateTypes();
          this.redrawAll();
        }
      },
      this,
      this.disposables,
    );
  }

  /** Shows a report; `edits` made to the document since the text was sent are replayed onto it. */
  show(
    doc: vscode.TextDocument,
    view: ReportView,
    edits: readonly (readonly TextChange[])[] = [],
    severity?: SeveritySetting,
    source: ReadingSource = 'backend',
  ): void {
    let marks = { paragraphs: view.paragraphs, evidence: view.evidence };
    for (const changes of edits) marks = trackReportMarks(marks.paragraphs, marks.evidence, changes);
    this.reports.set(doc.uri.toString(), { view, severity, source, ...marks });
    this.render(doc);
  }

  get(uri: vscode.Uri): ShownReport | undefined {
    return this.reports.get(uri.toString());
  }

  has(uri: vscode.Uri): boolean {
    return this.reports.has(uri.toString());
  }

  hasAny(): boolean {
    return this.reports.size > 0;
  }

  clear(uri: vscode.Uri): void {
    if (!this.reports.delete(uri.toString())) return;
    this.diagnostics.delete(uri);
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.toString() === uri.toString()) this.paint(editor, undefined);
    }
    this.changed.fire(uri);
  }

  clearAll(): void {
    for (const key of [...this.reports.keys()]) this.clear(vscode.Uri.parse(key));
  }

  /** Marks move with edits; a paragraph the edit touches loses its mark and its evidence. */
  applyChanges(uri: vscode.Uri, changes: readonly TextChange[]): void {
    const shown = this.reports.get(uri.toString());
    if (!shown || changes.length === 0) return;
    this.reports.set(uri.toString(), { ...shown, ...trackReportMarks(shown.paragraphs, shown.evidence, changes) });
  }

  state(uri: vscode.Uri): PresentedState | undefined {
    const shown = this.reports.get(uri.toString());
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (!shown || !doc) return undefined;
    return {
      uri: uri.toString(),
      verdict: shown.view.verdict,
      score: shown.view.score,
      basis: shown.view.basis,
      source: shown.source,
      paragraphs: shown.paragraphs.map((p) => ({
        range: range(doc, p),
        verdict: p.verdict,
        score: p.score,
        hover: hoverText(doc, p),
      })),
      diagnostics: (this.diagnostics.get(uri) ?? []).map((d) => ({
        range: d.range,
        message: d.message,
        code: typeof d.code === 'object' ? String(d.code.value) : String(d.code ?? ''),
      })),
    };
  }

  private onEdit(e: vscode.TextDocumentChangeEvent): void {
    if (!this.reports.has(e.document.uri.toString()) || e.contentChanges.length === 0) return;
    this.applyChanges(e.document.uri, e.contentChanges);
    this.render(e.document);
  }

  private render(doc: vscode.TextDocument): void {
    const shown = this.reports.get(doc.uri.toString());
    if (!shown) return;
    const severity = toSeverity(shown.severity ?? this.config.diagnosticSeverity);
    if (severity === undefined) {
      this.diagnostics.delete(doc.uri);
    } else {
      this.diagnostics.set(
        doc.uri,
        shown.evidence.map((e) => {
          const d = new vscode.Diagnostic(range(doc, e), e.message, severity);
          d.source = 'Redraft';
          d.code = { value: e.key, target: this.signalDocs.with({ fragment: `signal-${e.key}` }) };
          return d;
        }),
      );
    }
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.toString() === doc.uri.toString()) this.paint(editor, shown);
    }
    this.changed.fire(doc.uri);
  }

  private paint(editor: vscode.TextEditor, shown: ShownReport | undefined): void {
    const doc = editor.document;
    const by = (pred: (p: ParagraphMark) => boolean): vscode.DecorationOptions[] =>
      (shown?.paragraphs ?? []).filter(pred).map((p) => ({ range: range(doc, p) }));
    editor.setDecorations(this.types.ai, by((p) => p.verdict === 'ai'));
    editor.setDecorations(this.types.mixed, by((p) => p.verdict === 'mixed'));
    editor.setDecorations(this.types.human, this.config.showHumanParagraphs ? by((p) => p.verdict === 'human') : []);
  }

  private redrawAll(): void {
    for (const editor of vscode.window.visibleTextEditors) {
      const shown = this.reports.get(editor.document.uri.toString());
      this.paint(editor, shown);
    }
    for (const doc of vscode.workspace.textDocuments) if (this.reports.has(doc.uri.toString())) this.render(doc);
  }

  private hover(doc: vscode.TextDocument, pos: vscode.Position): vscode.Hover | undefined {
    const shown = this.reports.get(doc.uri.toString());
    if (!shown) return undefined;
    const offset = doc.offsetAt(pos);
    const p = shown.paragraphs.find((m) => offset >= m.start && offset <= m.end);
    if (!p) return undefined;
    const md = new vscode.MarkdownString(hoverText(doc, p));
    return new vscode.Hover(md, range(doc, p));
  }

  private createTypes(): ReportPresenter['types'] {
    const ruler = this.config.overviewRuler;
    const whole = (bg: string, rulerColor?: string): vscode.TextEditorDecorationType =>
      vscode.window.createTextEditorDecorationType({
        backgroundColor: new vscode.ThemeColor(bg),
        isWholeLine: false,
        rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
        ...(ruler && rulerColor
          ? { overviewRulerColor: new vscode.ThemeColor(rulerColor), overviewRulerLane: vscode.OverviewRulerLane.Right }
          : {}),
      });
    return {
      ai: whole('redraft.aiParagraphBackground', 'redraft.aiParagraphRuler'),
      mixed: whole('redraft.mixedParagraphBackground', 'redraft.mixedParagraphRuler'),
      human: whole('redraft.humanParagraphBackground'),
    };
  }

  private recreateTypes(): void {
    for (const t of Object.values(this.types)) t.dispose();
    Object.assign(this.types, this.createTypes());
  }

  dispose(): void {
    for (const t of Object.values(this.types)) t.dispose();
    for (const d of this.disposables) d.dispose();
    this.reports.clear();
  }
}

/** The paragraph's reading, then how far to trust it. */
function hoverText(doc: vscode.TextDocument, p: ParagraphMark): string {
  const trust = trustHover(p, doc.getText(range(doc, p)));
  return trust ? `${paragraphHover(p)}\n\n---\n\n${trust}` : paragraphHover(p);
}

function range(doc: vscode.TextDocument, m: { start: number; end: number }): vscode.Range {
  return new vscode.Range(doc.positionAt(m.start), doc.positionAt(m.end));
}

function toSeverity(s: SeveritySetting): vscode.DiagnosticSeverity | undefined {
  switch (s) {
    case 'off':
      return undefined;
    case 'error':
      return vscode.DiagnosticSeverity.Error;
    case 'warning':
      return vscode.DiagnosticSeverity.Warning;
    case 'information':
      return vscode.DiagnosticSeverity.Information;
    default:
      return vscode.DiagnosticSeverity.Hint;
  }
}

/**
 * Ctrl-C. The first SIGINT aborts `signal`, and the command winds down what it started (a
 * rewrite cancels its run on the service and reports the charge). A second SIGINT while that is
 * under way gives up at once, because the user has said twice that they do not want to wait.
 */
export interface SignalSource {
  on(event: 'SIGINT', listener: () => void): unknown;
  off(event: 'SIGINT', listener: () => void): unknown;
}

export class Interrupts {
  private readonly controller = new AbortController();
  private readonly listener = (): void => this.interrupt();
  private installedOn: SignalSource | null = null;

  /** @param forceExit called on the second Ctrl-C; it must end the process. */
  constructor(private readonly forceExit: () => void) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get interrupted(): boolean {
    return this.controller.signal.aborted;
  }

  install(source: SignalSource): void {
    this.installedOn = source;
    source.on('SIGINT', this.listener);
  }

  uninstall(): void {
    this.installedOn?.off('SIGINT', this.listener);
    this.installedOn = null;
  }

  interrupt(): void {
    if (this.controller.signal.aborted) {
      this.forceExit();
      return;
    }
    this.controller.abort(new Error('interrupted'));
  }
}

/**
 * SSE layer 2: lines → messages, following the WHATWG event-stream interpretation rules:
 * `:` starts a comment (the service's `ping` keep-alives), `data:` lines join with `\n`, a blank
 * line dispatches, a frame without data is not dispatched, one space after the colon is dropped,
 * `retry:` takes digits only, and an `id:` containing NUL is ignored.
 *
 * The last event id is committed only when a frame ends: an `id:` line of a frame that was cut
 * off before its blank line must not be sent back as `Last-Event-ID`, or that event would be lost.
 */

export interface SseMessage {
  /** `event:` field; `message` when the frame named none. */
  event: string;
  /** `data:` lines joined with `\n`. */
  data: string;
  /** This frame's own `id:` field, if it had one (used to drop replayed duplicates). */
  id: string | undefined;
}

export class EventParser {
  /** What to send as `Last-Event-ID` when reconnecting. */
  lastEventId: string | undefined;
  /** Reconnection delay the server asked for with `retry:`. */
  retryMs: number | undefined;

  private data: string[] = [];
  private eventType = '';
  private idBuffer: string | undefined;
  private idInFrame: string | undefined;

  constructor(
    lastEventId?: string,
    private readonly onComment?: (text: string) => void,
  ) {
    this.lastEventId = lastEventId;
    this.idBuffer = lastEventId;
  }

  /** Feeds one line; returns the message it completed, if any. */
  line(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) {
      this.onComment?.(line.slice(1).replace(/^ /, ''));
      return null;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) {
          this.idBuffer = value;
          this.idInFrame = value;
        }
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        // Unknown fields are ignored, as the SSE spec requires.
        break;
    }
    return null;
  }

  private dispatch(): SseMessage | null {
    this.lastEventId = this.idBuffer;
    const id = this.idInFrame;
    this.idInFrame = undefined;
    const event = this.eventType === '' ? 'message' : this.eventType;
    this.eventType = '';
    if (this.data.length === 0) return null;
    const data = this.data.join('\n');
    this.data = [];
    return { event, data, id };
  }
}

/** The messages of a line stream. */
export async function* readEvents(lines: AsyncIterable<string>, parser = new EventParser()): AsyncGenerator<SseMessage> {
  for await (const line of lines) {
    const message = parser.line(line);
    if (message !== null) yield message;
  }
}

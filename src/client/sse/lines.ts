/**
 * SSE layer 1: bytes → lines. UTF-8 is decoded in streaming mode (a character split across two
 * chunks stays whole; a leading BOM is dropped, as the SSE spec asks), and a line ends at `\r\n`,
 * `\n` or a lone `\r` — including a `\r\n` whose halves arrive in different chunks.
 *
 * A trailing piece without a line end is never emitted: when a connection drops mid-line, that
 * line is incomplete and its frame must not be dispatched.
 */
import { RedraftError } from '../errors';

/** A line longer than this means the peer is not speaking SSE; stop before memory runs out. */
export const MAX_LINE_CHARS = 4 * 1024 * 1024;

export class LineDecoder {
  private readonly decoder = new TextDecoder('utf-8');
  private pending = '';
  // A chunk ended in `\r`: a `\n` opening the next chunk belongs to the same line end.
  private afterCr = false;

  /** Feeds bytes (or already decoded text) and returns the lines they completed. */
  push(chunk: Uint8Array | string): string[] {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (text === '') return [];
    const lines: string[] = [];
    let start = 0;
    if (this.afterCr && text.charCodeAt(0) === 0x0a) start = 1;
    this.afterCr = false;
    for (let i = start; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code !== 0x0a && code !== 0x0d) continue;
      lines.push(this.pending + text.slice(start, i));
      this.pending = '';
      if (code === 0x0d) {
        if (i + 1 === text.length) this.afterCr = true;
        else if (text.charCodeAt(i + 1) === 0x0a) i++;
      }
      start = i + 1;
    }
    this.pending += text.slice(start);
    if (this.pending.length > MAX_LINE_CHARS) {
      throw new RedraftError(`event stream line longer than ${MAX_LINE_CHARS} characters`);
    }
    return lines;
  }
}

/** The lines of a byte stream; see the module comment for what counts as a line. */
export async function* readLines(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new LineDecoder();
  for await (const chunk of chunks) {
    for (const line of decoder.push(chunk)) yield line;
  }
}

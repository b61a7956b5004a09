import assert from 'node:assert/strict';
import { EventParser, LineDecoder, readEvents, readLines, type SseMessage } from '../../src/client';

const encoder = new TextEncoder();

function linesOf(chunks: Uint8Array[]): string[] {
  const decoder = new LineDecoder();
  return chunks.flatMap((chunk) => decoder.push(chunk));
}

function parse(text: string, lastEventId?: string): { messages: SseMessage[]; parser: EventParser; comments: string[] } {
  const comments: string[] = [];
  const parser = new EventParser(lastEventId, (c) => comments.push(c));
  const messages: SseMessage[] = [];
  for (const line of new LineDecoder().push(text)) {
    const message = parser.line(line);
    if (message) messages.push(message);
  }
  return { messages, parser, comments };
}

describe('SSE bytes → lines', () => {
  const text = 'a: 1\r\nb: é✓😀\rc\n\r\n\nlast\r';
  const expected = ['a: 1', 'b: é✓😀', 'c', '', '', 'last'];

  it('ends lines at \\r\\n, \\n and a lone \\r', () => {
    assert.deepEqual(linesOf([encoder.encode(text)]), expected);
  });

  it('gives the same lines however the bytes are split (multi-byte characters, \\r|\\n across chunks)', () => {
    const bytes = encoder.encode(text);
    for (let i = 0; i <= bytes.length; i++) {
      for (let j = i; j <= bytes.length; j += 3) {
        const got = linesOf([bytes.slice(0, i), bytes.slice(i, j), bytes.slice(j)]);
        assert.deepEqual(got, expected, `split at ${i}/${j}`);
      }
    }
  });

  it('drops a leading BOM and holds back an unterminated tail', async () => {
    async function* chunks(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array([0xef, 0xbb, 0xbf]);
      yield encoder.encode('data: x\n\ndata: cut');
    }
    const lines: string[] = [];
    for await (const line of readLines(chunks())) lines.push(line);
    assert.deepEqual(lines, ['data: x', '']);
  });
});

describe('SSE lines → events', () => {
  it('joins multi-line data, reads event and id, skips comments and pings', () => {
    const { messages, comments } = parse(': ping\n\nid: 7\nevent: stage\ndata: {"a":\ndata:1}\n\n:ping\n');
    assert.deepEqual(messages, [{ event: 'stage', data: '{"a":\n1}', id: '7' }]);
    assert.deepEqual(comments, ['ping', 'ping']);
  });

  it('strips one space after the colon only, and treats a bare field name as empty', () => {
    const { messages } = parse('data:  two spaces\ndata\ndata:none\n\n');
    assert.deepEqual(messages.map((m) => m.data), [' two spaces\n\nnone']);
  });

  it('defaults the event name to message and resets it per frame', () => {
    const { messages } = parse('event: cost\ndata: 1\n\ndata: 2\n\n');
    assert.deepEqual(messages.map((m) => m.event), ['cost', 'message']);
  });

  it('does not dispatch a frame without data, but keeps its id and retry', () => {
    const { messages, parser } = parse('id: 4\nretry: 2500\nevent: x\n\nretry: soon\n\n');
    assert.deepEqual(messages, []);
    assert.equal(parser.lastEventId, '4');
    assert.equal(parser.retryMs, 2500);
  });

  it('commits the last event id only when a frame ends (a cut frame does not move it)', () => {
    const { messages, parser } = parse('id: 1\ndata: a\n\nid: 2\ndata: b', '0');
    assert.deepEqual(messages.map((m) => m.id), ['1']);
    assert.equal(parser.lastEventId, '1');
  });

  it('ignores an id with NUL and unknown fields; later frames without id keep the last id', async () => {
    const { messages, parser } = parse('id: a\0b\nfoo: bar\ndata: x\n\nid: 9\ndata: y\n\ndata: z\n\n');
    assert.deepEqual(messages.map((m) => m.id), [undefined, '9', undefined]);
    assert.equal(parser.lastEventId, '9');
    async function* lines(): AsyncGenerator<string> {
      yield 'data: q';
      yield '';
    }
    const out: SseMessage[] = [];
    for await (const m of readEvents(lines())) out.push(m);
    assert.deepEqual(out, [{ event: 'message', data: 'q', id: undefined }]);
  });
});

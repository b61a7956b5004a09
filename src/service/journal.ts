/**
 * The journal file: the committed write statements since the last snapshot, so that a commit
 * costs an append of its own size instead of a rewrite of the whole database.
 *
 * Layout: a 16-byte header (`RDJ1`, the generation as u32 LE, 8 zero bytes), then frames. A frame
 * is one group commit: u32 LE payload length, u32 LE CRC-32 of the payload, the payload (UTF-8
 * JSON: a list of transactions, each a list of `[sql, params]`). A frame whose length or checksum
 * does not hold is a torn append that was never acknowledged; it and everything after it is
 * ignored.
 *
 * The generation ties the journal to one snapshot: compaction writes snapshot g+1 first, then a
 * fresh journal g+1. A journal whose generation is not the snapshot's is already contained in it
 * (a crash between the two steps) and is discarded.
 */
import { crc32 } from 'node:zlib';

export const JOURNAL_HEADER_BYTES = 16;
const MAGIC = 'RDJ1';
const FRAME_HEADER_BYTES = 8;

/** A parameter as stored: SQL values, with blobs tagged because JSON has no bytes. */
type JournalValue = string | number | null | { b64: string };
export type SqlParam = string | number | null | Uint8Array;
export type JournalStatement = [sql: string, params: SqlParam[]];
export type JournalTransaction = JournalStatement[];

export function journalHeader(generation: number): Uint8Array {
  const bytes = Buffer.alloc(JOURNAL_HEADER_BYTES);
  bytes.write(MAGIC, 0, 'latin1');
  bytes.writeUInt32LE(generation, 4);
  return bytes;
}

/** Encodes one group commit as a frame. */
export function encodeFrame(transactions: readonly JournalTransaction[]): Uint8Array {
  const stored = transactions.map((tx) => tx.map(([sql, params]) => [sql, params.map(toJournalValue)]));
  const payload = Buffer.from(JSON.stringify(stored), 'utf8');
  const frame = Buffer.alloc(FRAME_HEADER_BYTES + payload.byteLength);
  frame.writeUInt32LE(payload.byteLength, 0);
  frame.writeUInt32LE(crc32(payload), 4);
  payload.copy(frame, FRAME_HEADER_BYTES);
  return frame;
}

export interface JournalContents {
  /** null: no usable header (missing, foreign or empty file). */
  generation: number | null;
  /** Every whole, intact frame in order. */
  frames: JournalTransaction[][];
  /** Bytes up to the end of the last intact frame: where the next append goes. */
  validLength: number;
}

/** Reads a journal, stopping at the first torn or corrupt frame, and at `limit` bytes if given. */
export function decodeJournal(bytes: Uint8Array, limit = bytes.byteLength): JournalContents {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(limit, bytes.byteLength));
  if (buffer.byteLength < JOURNAL_HEADER_BYTES || buffer.toString('latin1', 0, 4) !== MAGIC) {
    return { generation: null, frames: [], validLength: 0 };
  }
  const generation = buffer.readUInt32LE(4);
  const frames: JournalTransaction[][] = [];
  let at = JOURNAL_HEADER_BYTES;
  while (at + FRAME_HEADER_BYTES <= buffer.byteLength) {
    const length = buffer.readUInt32LE(at);
    const sum = buffer.readUInt32LE(at + 4);
    const end = at + FRAME_HEADER_BYTES + length;
    if (end > buffer.byteLength) break;
    const payload = buffer.subarray(at + FRAME_HEADER_BYTES, end);
    if (crc32(payload) !== sum) break;
    const frame = parseFrame(payload);
    if (frame === null) break;
    frames.push(frame);
    at = end;
  }
  return { generation, frames, validLength: at };
}

function parseFrame(payload: Buffer): JournalTransaction[] | null {
  try {
    const raw = JSON.parse(payload.toString('utf8')) as Array<Array<[string, JournalValue[]]>>;
    return raw.map((tx) => tx.map(([sql, params]): JournalStatement => [sql, params.map(fromJournalValue)]));
  } catch {
    return null;
  }
}

function toJournalValue(value: SqlParam): JournalValue {
  return value instanceof Uint8Array ? { b64: Buffer.from(value).toString('base64') } : value;
}

function fromJournalValue(value: JournalValue): SqlParam {
  return value !== null && typeof value === 'object' ? new Uint8Array(Buffer.from(value.b64, 'base64')) : value;
}

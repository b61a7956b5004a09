/**
 * Every write the storage makes goes through a `Disk`, so that a test (or a diagnosis) can make
 * the disk fail for real — ENOSPC, EROFS — at exactly the point a full or read-only disk would,
 * including when the tests run as root, where a read-only folder does not stop writes.
 *
 * Reads are not routed here: a failing disk is modelled as one that refuses writes, and the
 * storage must keep answering from what it can still read.
 */
import { open, rename, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/** An open file that is only ever appended to. */
export interface AppendFile {
  /** Writes `bytes` at `position` and syncs the data before resolving. */
  appendSynced(bytes: Uint8Array, position: number): Promise<void>;
  /** Cuts the file to `length` bytes (a torn append's tail) and syncs. */
  truncateSynced(length: number): Promise<void>;
  close(): Promise<void>;
}

export interface Disk {
  /** Replaces `file` with `bytes` atomically and durably: temp file, fsync, rename, fsync the folder. */
  replaceFile(file: string, bytes: Uint8Array): Promise<void>;
  /** Opens an existing file for appending. */
  openAppend(file: string): Promise<AppendFile>;
}

export const nodeDisk: Disk = {
  async replaceFile(file, bytes) {
    const temp = `${file}.tmp`;
    try {
      const handle = await open(temp, 'w', 0o600);
      try {
        await writeAll(handle, bytes, 0);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await syncFolder(dirname(file));
  },

  async openAppend(file) {
    const handle = await open(file, 'r+');
    return {
      async appendSynced(bytes, position) {
        await writeAll(handle, bytes, position);
        // fdatasync: the length changes with each append, and datasync covers the size.
        await handle.datasync();
      },
      async truncateSynced(length) {
        await handle.truncate(length);
        await handle.sync();
      },
      close: () => handle.close(),
    };
  },
};

async function writeAll(handle: FileHandle, bytes: Uint8Array, position: number): Promise<void> {
  let written = 0;
  while (written < bytes.byteLength) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.byteLength - written, position + written);
    written += bytesWritten;
  }
}

async function syncFolder(folder: string): Promise<void> {
  // Windows cannot open a folder for fsync; there the rename is as durable as the OS makes it.
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A disk whose writes fail with `code` (ENOSPC by default) while `failing()` says so: the fault
 * injection used by the tests and available to anyone diagnosing the service's behaviour on a
 * full disk. Appends fail after writing half their bytes, as a full disk does, so torn tails are
 * exercised too.
 */
export function faultyDisk(base: Disk, failing: () => boolean, code = 'ENOSPC'): Disk {
  const fault = (): NodeJS.ErrnoException => Object.assign(new Error(`${code}: injected write failure`), { code });
  return {
    async replaceFile(file, bytes) {
      if (failing()) throw fault();
      await base.replaceFile(file, bytes);
    },
    async openAppend(file) {
      if (failing()) throw fault();
      const inner = await base.openAppend(file);
      return {
        async appendSynced(bytes, position) {
          if (failing()) {
            await inner.appendSynced(bytes.subarray(0, bytes.byteLength >> 1), position).catch(() => undefined);
            throw fault();
          }
          await inner.appendSynced(bytes, position);
        },
        async truncateSynced(length) {
          if (failing()) throw fault();
          await inner.truncateSynced(length);
        },
        close: () => inner.close(),
      };
    },
  };
}

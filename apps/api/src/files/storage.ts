import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';

/** A stored object as read back. */
export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

/**
 * Where files live (ARCHITECTURE.md "Files"): a local folder by default, or an S3-compatible bucket.
 * Keys are relative paths such as `logos/12/3f2a.png`; callers never build file-system paths.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Writes an object from a stream; answers the number of bytes written. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** Reads an object; undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage root (`..`, absolute paths, odd characters). */
export function assertKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

/** Counts bytes as they pass. */
function counter(): Transform & { bytes: number } {
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      t.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  t.bytes = 0;
  return t;
}

/** The default driver: files under one folder (STORAGE_DIR), written to a temporary name then renamed. */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, _contentType?: string): Promise<{ size: number }> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    const count = counter();
    try {
      await pipeline(body, count, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size: count.bytes };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const target = this.file(key);
    try {
      const info = await stat(target);
      if (!info.isFile()) return undefined;
      return { body: createReadStream(target), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  /**
   * Removes the temporary files of writes that never finished (`*.part`: the process died mid-upload),
   * untouched for `graceMs` so that another instance's upload in progress is left alone. The server runs
   * it at start (ADR 0185); answers the keys of the files removed.
   */
  async sweepPartial(graceMs: number, now = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    const walk = async (dir: string, prefix: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full, `${prefix}${entry.name}/`);
        else if (entry.isFile() && entry.name.endsWith('.part')) {
          const info = await stat(full).catch(() => undefined);
          if (info && now - info.mtimeMs >= graceMs) {
            await rm(full, { force: true });
            removed.push(`${prefix}${entry.name}`);
          }
        }
      }
    };
    await walk(this.root, '');
    return removed;
  }
}

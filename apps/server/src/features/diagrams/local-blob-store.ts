import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { isValidBlobKey, type BlobStore } from './blob-store.js';

/**
 * A BlobStore in a local folder (by default `<DATA_DIR>/blobs`). Each blob is a file plus a
 * `<file>.meta.json` sidecar holding its content type. Writes go to a temporary file renamed into
 * place, so a reader never sees half a file; two processes sharing the folder stay consistent.
 */
export function createLocalBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    if (!isValidBlobKey(key)) throw new Error(`invalid blob key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [info, meta] = await Promise.all([stat(file), readFile(`${file}.meta.json`, 'utf8')]);
        const { contentType } = JSON.parse(meta) as { contentType: string };
        return { stream: createReadStream(file), contentType, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await Promise.all([rm(file, { force: true }), rm(`${file}.meta.json`, { force: true })]);
    },
  };
}

import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, with the type it was stored with. */
export interface StoredBlob {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live, outside the database row. Keys are relative, slash-separated paths of
 * `[a z 0-9 . _ -]` (see `isValidBlobKey`). An S3-compatible store implements the same three calls
 * (PutObject with ContentType, GetObject, DeleteObject), so it can replace the local one without
 * touching the features.
 */
export interface BlobStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such blob. */
  get(key: string): Promise<StoredBlob | null>;
  /** Deleting a missing blob is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** True for keys every store can hold safely (no `..`, no absolute paths, no odd characters). */
export function isValidBlobKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key) && !key.split('/').some((part) => part.startsWith('..'));
}

import { randomUUID } from 'node:crypto';
import type { Diagram, Rectangle } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { countedPage, type Page, type PageRequest } from '../../lib/pagination.js';
import type { BlobStore, StoredBlob } from './blob-store.js';
import { checkImage, type CheckedImage } from './image-check.js';
import {
  countDiagrams,
  deleteDiagramRow,
  findDiagram,
  insertDiagram,
  listDiagrams,
  lockDiagram,
  searchDiagrams,
  updateDiagramRow,
  type DiagramRow,
  type DiagramValues,
} from './diagrams.repository.js';
import type { ImageField } from './multipart-body.js';

export interface DiagramDeps {
  db: Db;
  blobs: BlobStore;
}

/** What a create or update asks for; undefined = not given (PATCH keeps it), null = remove. */
export interface DiagramInput {
  name?: string;
  image?: Buffer;
  labeledImage?: Buffer | null;
  rectangles?: Rectangle[];
}

type Upload = { bytes: Buffer; checked: CheckedImage; key: string };

async function checked(field: ImageField, bytes: Buffer, userId: number): Promise<Upload> {
  const result = await checkImage(bytes);
  if (!result.ok) {
    if (result.reason === 'too_big') throw errors.tooLarge(result.message);
    throw errors.field(field, result.message);
  }
  return {
    bytes,
    checked: result.value,
    key: `diagrams/${userId}/${randomUUID()}.${result.value.extension}`,
  };
}

/** Every box must lie within the image (display orientation); a 400 naming `rectangles_data` otherwise. */
function checkRectangles(rectangles: Rectangle[], size: { width: number; height: number }): void {
  const index = rectangles.findIndex((r) => r.x + r.width > size.width || r.y + r.height > size.height);
  const bad = rectangles[index];
  if (bad) {
    throw errors.field(
      'rectangles_data',
      `Rectangle ${index + 1} ("${bad.label}") lies outside the ${size.width}×${size.height} image.`,
    );
  }
}

async function storedImageSize(blobs: BlobStore, key: string | null): Promise<CheckedImage | null> {
  if (!key) return null;
  const blob = await blobs.get(key);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  const result = await checkImage(Buffer.concat(chunks));
  return result.ok ? result.value : null;
}

async function putAll(blobs: BlobStore, uploads: Upload[]): Promise<void> {
  await Promise.all(uploads.map((u) => blobs.put(u.key, u.bytes, u.checked.contentType)));
}

async function deleteQuietly(blobs: BlobStore, keys: (string | null | undefined)[]): Promise<void> {
  // A blob left behind only costs space; it must not fail a request that already succeeded.
  await Promise.all(keys.filter((k): k is string => !!k).map((k) => blobs.delete(k).catch(() => {})));
}

/** The diagram as the API shows it; image URLs are absolute, with a version that changes on replace. */
export function presentDiagram(row: DiagramRow, origin: string): Diagram {
  const url = (key: string | null, path: string) =>
    key
      ? `${origin}/api/diagrams/${row.id}/${path}/?v=${key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'))}`
      : null;
  return {
    id: row.id,
    name: row.name,
    image: url(row.imageKey, 'image'),
    labeled_image: url(row.labeledImageKey, 'labeled-image'),
    rectangles_data: row.rectanglesData,
    user: row.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Validates and stores the images, then inserts the row; stored blobs are removed if the insert fails. */
export async function createDiagram(
  deps: DiagramDeps,
  userId: number,
  input: { name: string; image: Buffer; labeledImage?: Buffer | null; rectangles: Rectangle[] },
): Promise<DiagramRow> {
  const image = await checked('image', input.image, userId);
  const labeled = input.labeledImage ? await checked('labeled_image', input.labeledImage, userId) : null;
  checkRectangles(input.rectangles, image.checked);
  const uploads = labeled ? [image, labeled] : [image];
  await putAll(deps.blobs, uploads);
  try {
    return await insertDiagram(deps.db, userId, {
      name: input.name,
      imageKey: image.key,
      labeledImageKey: labeled?.key ?? null,
      rectanglesData: input.rectangles,
    });
  } catch (error) {
    await deleteQuietly(
      deps.blobs,
      uploads.map((u) => u.key),
    );
    throw error;
  }
}

/**
 * Updates a diagram. New images are checked and stored first; the row is then changed under a row
 * lock, and the blobs it no longer points to are deleted after the commit. Boxes (new or kept) must
 * fit the resulting image.
 */
export async function updateDiagram(
  deps: DiagramDeps,
  userId: number,
  id: number,
  input: DiagramInput,
): Promise<DiagramRow> {
  const before = await findDiagram(deps.db, userId, id);
  if (!before) throw errors.notFound();
  const image = input.image ? await checked('image', input.image, userId) : null;
  const labeled = input.labeledImage ? await checked('labeled_image', input.labeledImage, userId) : null;
  const rectangles = input.rectangles ?? (image ? before.rectanglesData : undefined);
  if (rectangles && rectangles.length > 0) {
    const size = image?.checked ?? (await storedImageSize(deps.blobs, before.imageKey));
    if (!size) throw errors.field('image', 'This diagram has no readable image; upload one with the boxes.');
    checkRectangles(rectangles, size);
  }
  const uploads = [image, labeled].filter((u): u is Upload => u !== null);
  await putAll(deps.blobs, uploads);
  const values: Partial<DiagramValues> = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(image ? { imageKey: image.key } : {}),
    ...(input.labeledImage === undefined ? {} : { labeledImageKey: labeled?.key ?? null }),
    ...(input.rectangles === undefined ? {} : { rectanglesData: input.rectangles }),
  };
  let outcome: { row: DiagramRow; replaced: (string | null)[] } | undefined;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await lockDiagram(tx, userId, id);
      if (!locked) return undefined;
      const row = await updateDiagramRow(tx, userId, id, values);
      if (!row) return undefined;
      const replaced = [
        image ? locked.imageKey : null,
        input.labeledImage !== undefined ? locked.labeledImageKey : null,
      ];
      return { row, replaced };
    });
  } catch (error) {
    await deleteQuietly(
      deps.blobs,
      uploads.map((u) => u.key),
    );
    throw error;
  }
  if (!outcome) {
    await deleteQuietly(
      deps.blobs,
      uploads.map((u) => u.key),
    );
    throw errors.notFound();
  }
  await deleteQuietly(deps.blobs, outcome.replaced);
  return outcome.row;
}

/** Deletes the row, then its blobs. */
export async function deleteDiagram(deps: DiagramDeps, userId: number, id: number): Promise<void> {
  const row = await deleteDiagramRow(deps.db, userId, id);
  if (!row) throw errors.notFound();
  await deleteQuietly(deps.blobs, [row.imageKey, row.labeledImageKey]);
}

/** One page of the caller's diagrams (only `ids` when given); image URLs are absolute on `origin`. */
export async function listOwnDiagrams(
  db: Db,
  userId: number,
  page: PageRequest,
  origin: string,
  ids?: number[],
): Promise<Page<Diagram>> {
  return countedPage(
    page,
    () => countDiagrams(db, userId, ids),
    async (limit, offset) =>
      (await listDiagrams(db, userId, limit, offset, ids)).map((row) => presentDiagram(row, origin)),
  );
}

export async function searchOwnDiagrams(
  db: Db,
  userId: number,
  query: string,
  origin: string,
): Promise<Diagram[]> {
  return (await searchDiagrams(db, userId, query)).map((row) => presentDiagram(row, origin));
}

export async function getDiagram(db: Db, userId: number, id: number, origin: string): Promise<Diagram> {
  const row = await findDiagram(db, userId, id);
  if (!row) throw errors.notFound();
  return presentDiagram(row, origin);
}

/** The diagram's original or labelled image, only for its owner; a missing one is a 404. */
export async function diagramImage(
  deps: DiagramDeps,
  userId: number,
  id: number,
  which: 'image' | 'labeled',
): Promise<{ blob: StoredBlob; key: string }> {
  const row = await findDiagram(deps.db, userId, id);
  if (!row) throw errors.notFound();
  const key = which === 'image' ? row.imageKey : row.labeledImageKey;
  const blob = key ? await deps.blobs.get(key) : null;
  if (!key || !blob) throw errors.notFound();
  return { blob, key };
}

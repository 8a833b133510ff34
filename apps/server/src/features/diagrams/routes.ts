import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { errors } from '../../lib/errors.js';
import { absoluteUrl, paged } from '../../lib/pagination.js';
import type { BlobStore, StoredBlob } from './blob-store.js';
import { createLocalBlobStore } from './local-blob-store.js';
import { decodeDataUrl } from './image-check.js';
import { FILE_PART, multipartToBody, uploadedFile, type ImageField } from './multipart-body.js';
import {
  createDiagram,
  deleteDiagram,
  diagramImage,
  getDiagram,
  listOwnDiagrams,
  presentDiagram,
  searchOwnDiagrams,
  updateDiagram,
} from './diagrams.service.js';

const WRITE_ROUTES = new Set<string>([
  routes.diagramsCreate.operationId,
  routes.diagramsUpdate.operationId,
  routes.diagramsPartialUpdate.operationId,
]);

/**
 * The bytes given for an image field: from a multipart file part or a data URL; undefined when the
 * field was not sent, null when it was sent as null. Anything else is a 400 naming the field.
 */
function imageBytes(request: FastifyRequest, field: ImageField, value: string | null | undefined) {
  if (value === undefined || value === null) return value;
  const bytes = value === FILE_PART ? uploadedFile(request, field) : decodeDataUrl(value);
  if (!bytes) {
    throw errors.field(field, 'Upload a valid image: a data:image/…;base64 URL or a file part.');
  }
  return bytes;
}

function origin(request: FastifyRequest): string {
  return absoluteUrl(request).origin;
}

function sendBlob({ blob, key }: { blob: StoredBlob; key: string }, reply: FastifyReply): FastifyReply {
  return reply
    .code(200)
    .header('Content-Type', blob.contentType)
    .header('Content-Length', String(blob.size))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=86400')
    .header('Content-Disposition', `inline; filename="${path.posix.basename(key)}"`)
    .send(blob.stream);
}

/**
 * Diagrams: images with label boxes. Create and update take JSON (images as data URLs) or multipart
 * form-data (images as file parts); the images live in the blob store and are served only to their owner.
 */
export async function diagramRoutes(
  app: FastifyInstance,
  options: { blobs?: BlobStore } = {},
): Promise<void> {
  const blobs = options.blobs ?? createLocalBlobStore(path.join(app.deps.config.dataDir, 'blobs'));
  const deps = () => ({ db: app.deps.database.db, blobs });

  // Scoped to this plugin: only the diagram write routes also take form parts (their larger body
  // limit comes from the contract).
  app.addHook('onRoute', (route) => {
    const apiRoute = route.config?.apiRoute;
    if (apiRoute && WRITE_ROUTES.has(apiRoute.operationId)) {
      route.preValidation = multipartToBody;
    }
  });

  registerRoute(app, routes.diagramsCreate, async ({ user, body, request }) => {
    const image = imageBytes(request, 'image', body.image);
    if (!image) throw errors.field('image', 'No file was submitted.');
    const row = await createDiagram(deps(), user.id, {
      name: body.name,
      image,
      labeledImage: imageBytes(request, 'labeled_image', body.labeled_image),
      rectangles: body.rectangles_data,
    });
    return presentDiagram(row, origin(request));
  });

  registerRoute(app, routes.diagramsList, async ({ user, query, request }) =>
    paged(request, query, (page) => listOwnDiagrams(deps().db, user.id, page, origin(request))),
  );

  registerRoute(app, routes.diagramsSearch, async ({ user, query, request }) =>
    searchOwnDiagrams(deps().db, user.id, query.query, origin(request)),
  );

  registerRoute(app, routes.diagramsFetchByIds, async ({ user, query, request }) =>
    paged(request, query, (page) => listOwnDiagrams(deps().db, user.id, page, origin(request), query.ids)),
  );

  registerRoute(app, routes.diagramsRetrieve, async ({ user, params, request }) =>
    getDiagram(deps().db, user.id, params.id, origin(request)),
  );

  registerRoute(app, routes.diagramsImage, async ({ user, params, reply }) =>
    sendBlob(await diagramImage(deps(), user.id, params.id, 'image'), reply),
  );

  registerRoute(app, routes.diagramsLabeledImage, async ({ user, params, reply }) =>
    sendBlob(await diagramImage(deps(), user.id, params.id, 'labeled'), reply),
  );

  registerRoute(app, routes.diagramsUpdate, async ({ user, params, body, request }) => {
    const row = await updateDiagram(deps(), user.id, params.id, {
      name: body.name,
      image: imageBytes(request, 'image', body.image) ?? undefined,
      // PUT replaces everything: an omitted labelled image is removed.
      labeledImage: imageBytes(request, 'labeled_image', body.labeled_image) ?? null,
      rectangles: body.rectangles_data,
    });
    return presentDiagram(row, origin(request));
  });

  registerRoute(app, routes.diagramsPartialUpdate, async ({ user, params, body, request }) => {
    const row = await updateDiagram(deps(), user.id, params.id, {
      name: body.name,
      image: imageBytes(request, 'image', body.image) ?? undefined,
      labeledImage: imageBytes(request, 'labeled_image', body.labeled_image),
      rectangles: body.rectangles_data,
    });
    return presentDiagram(row, origin(request));
  });

  registerRoute(app, routes.diagramsDestroy, async ({ user, params }) => {
    await deleteDiagram(deps(), user.id, params.id);
  });
}

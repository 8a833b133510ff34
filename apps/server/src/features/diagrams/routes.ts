import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { errors } from '../../lib/errors.js';
import { absoluteUrl, paginate } from '../../lib/pagination.js';
import type { BlobStore } from './blob-store.js';
import { createLocalBlobStore } from './local-blob-store.js';
import { decodeDataUrl } from './image-check.js';
import { FILE_PART, multipartToBody, uploadedFile, type ImageField } from './multipart-body.js';
import { countDiagrams, findDiagram, listDiagrams, searchDiagrams } from './diagrams.repository.js';
import { createDiagram, deleteDiagram, presentDiagram, updateDiagram } from './diagrams.service.js';

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

async function sendBlob(blobs: BlobStore, key: string | null, reply: FastifyReply): Promise<FastifyReply> {
  const blob = key ? await blobs.get(key) : null;
  if (!blob) throw errors.notFound();
  return reply
    .code(200)
    .header('Content-Type', blob.contentType)
    .header('Content-Length', String(blob.size))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=86400')
    .header('Content-Disposition', `inline; filename="${path.posix.basename(key ?? 'image')}"`)
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
    paginate(
      request,
      query,
      () => countDiagrams(deps().db, user.id),
      async (limit, offset) =>
        (await listDiagrams(deps().db, user.id, limit, offset)).map((row) =>
          presentDiagram(row, origin(request)),
        ),
    ),
  );

  registerRoute(app, routes.diagramsSearch, async ({ user, query, request }) =>
    (await searchDiagrams(deps().db, user.id, query.query)).map((row) =>
      presentDiagram(row, origin(request)),
    ),
  );

  registerRoute(app, routes.diagramsFetchByIds, async ({ user, query, request }) =>
    paginate(
      request,
      query,
      () => countDiagrams(deps().db, user.id, query.ids),
      async (limit, offset) =>
        (await listDiagrams(deps().db, user.id, limit, offset, query.ids)).map((row) =>
          presentDiagram(row, origin(request)),
        ),
    ),
  );

  registerRoute(app, routes.diagramsRetrieve, async ({ user, params, request }) => {
    const row = await findDiagram(deps().db, user.id, params.id);
    if (!row) throw errors.notFound();
    return presentDiagram(row, origin(request));
  });

  registerRoute(app, routes.diagramsImage, async ({ user, params, reply }) => {
    const row = await findDiagram(deps().db, user.id, params.id);
    if (!row) throw errors.notFound();
    return sendBlob(blobs, row.imageKey, reply);
  });

  registerRoute(app, routes.diagramsLabeledImage, async ({ user, params, reply }) => {
    const row = await findDiagram(deps().db, user.id, params.id);
    if (!row) throw errors.notFound();
    return sendBlob(blobs, row.labeledImageKey, reply);
  });

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

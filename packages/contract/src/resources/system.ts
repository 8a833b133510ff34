import { z } from 'zod';
import { defineRoute } from '../lib/route.js';

export const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Why the server is unavailable (only then): e.g. "The database does not answer: connection refused." */
  reason: z.string().optional(),
});

export const systemRoutes = {
  health: defineRoute({
    operationId: 'health',
    method: 'GET',
    path: '/api/health/',
    tag: 'System',
    summary: 'Liveness and database check: 200 when the database answers, 503 otherwise',
    access: 'anonymous',
    responses: { 200: Health, 503: Health },
  }),
} as const;

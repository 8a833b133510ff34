import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { VISITOR_COOKIE } from '../pages/hero-variant.js';
import { checkAnalyticsLimit, recordClick, recordImpression } from './analytics.service.js';

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.analyticsRecordImpression, async ({ body, request }) => {
    await checkAnalyticsLimit(app.deps.limiter, request.ip);
    const impressionId = await recordImpression(app.deps.database.db, {
      dialogType: body.dialog_type,
      pageUrl: body.page_url,
      variantName: body.variant_name,
      visitorId: request.cookies[VISITOR_COOKIE],
      utmSource: body.utm_source,
      utmId: body.utm_id,
      userAgent: request.headers['user-agent'],
    });
    return { impression_id: impressionId };
  });

  registerRoute(app, routes.analyticsRecordClick, async ({ body, request }) => {
    await checkAnalyticsLimit(app.deps.limiter, request.ip);
    const clickedAt = await recordClick(app.deps.database.db, body.impression_id);
    return { impression_id: body.impression_id.toLowerCase(), clicked_at: clickedAt.toISOString() };
  });
}

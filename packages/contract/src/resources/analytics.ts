import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, ValidationErrorBody } from '../lib/common.js';

export const RecordImpressionBody = z.object({
  dialog_type: z.enum(['for_teachers_hero_cta']),
  page_url: z.string().trim().min(1).max(2000),
  variant_name: z.string().trim().min(1).max(20),
  utm_source: z.string().trim().max(200).optional(),
  utm_id: z.string().trim().max(200).optional(),
});
export const RecordImpressionResponse = z.object({ impression_id: z.uuid() });
export const RecordClickBody = z.object({ impression_id: z.string().trim().min(1).max(64) });
export const RecordClickResponse = z.object({ impression_id: z.uuid(), clicked_at: z.string() });

const errors = { 400: ValidationErrorBody, 403: ErrorDetail, 429: ErrorDetail } as const;

export const analyticsRoutes = {
  analyticsRecordImpression: defineRoute({
    operationId: 'analyticsRecordImpression',
    method: 'POST',
    path: '/api/analytics/dialog/record_preset_impression/',
    tag: 'Analytics',
    summary: 'Record that a landing-page call to action was shown (anonymous)',
    access: 'anonymous',
    body: RecordImpressionBody,
    responses: { 201: RecordImpressionResponse, ...errors },
  }),
  analyticsRecordClick: defineRoute({
    operationId: 'analyticsRecordClick',
    method: 'POST',
    path: '/api/analytics/dialog/record_click/',
    tag: 'Analytics',
    summary: 'Record a click on a call to action shown earlier (anonymous)',
    access: 'anonymous',
    body: RecordClickBody,
    responses: { 201: RecordClickResponse, 404: ErrorDetail, ...errors },
  }),
} as const;

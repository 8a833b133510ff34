import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/test-app.js';
import { landingReport } from './analytics.service.js';

const impression = {
  dialog_type: 'for_teachers_hero_cta',
  page_url: 'http://localhost/teachers/',
  variant_name: 'B2',
};

describe('landing analytics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 201 with a uuid impression_id for an anonymous impression, and 201 for its click', async () => {
    const shown = await app.inject({
      method: 'POST',
      url: '/api/analytics/dialog/record_preset_impression/',
      payload: impression,
    });
    expect(shown.statusCode).toBe(201);
    const { impression_id } = shown.json();
    expect(impression_id).toMatch(/^[0-9a-f-]{36}$/);

    const clicked = await app.inject({
      method: 'POST',
      url: '/api/analytics/dialog/record_click/',
      payload: { impression_id },
    });
    expect(clicked.statusCode).toBe(201);
    expect(clicked.json().impression_id).toBe(impression_id);
  });

  it('answers 404 for a click on an unknown impression', async () => {
    for (const impression_id of ['00000000-0000-4000-8000-000000000000', 'temporary-id-123']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analytics/dialog/record_click/',
        payload: { impression_id },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 400 naming the field for bad impression input', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/dialog/record_preset_impression/',
      payload: { ...impression, dialog_type: 'popup', page_url: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      dialog_type: ['"popup" is not a valid choice.'],
      page_url: ['This field may not be blank.'],
    });
  });

  it('reports impressions, clicks and click-through rate per variant', async () => {
    const variant = `Z${Math.floor(Math.random() * 1e6)}`.slice(0, 8);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analytics/dialog/record_preset_impression/',
        payload: { ...impression, variant_name: variant },
      });
      ids.push(response.json().impression_id);
    }
    for (const id of [ids[0], ids[0], ids[1]]) {
      await app.inject({
        method: 'POST',
        url: '/api/analytics/dialog/record_click/',
        payload: { impression_id: id },
      });
    }
    const report = await landingReport(app.deps.database.db);
    expect(report.find((row) => row.variant === variant)).toEqual({
      variant,
      impressions: 4,
      clicks: 3,
      clickThroughRate: 0.5,
    });
  });
});

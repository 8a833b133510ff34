import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './env.js';

describe('configuration', () => {
  it('needs nothing: port 8000, embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LANDING_HERO_VARIANT: 'D4' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*LANDING_HERO_VARIANT/,
    );
  });

  it('takes Anthropic and Google as model services, each needing a key, with the structured-output switch', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(
      /AI_API_KEY: required when AI_PROVIDER=anthropic/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'google' })).toThrow(
      /AI_API_KEY: required when AI_PROVIDER=google/,
    );
    const config = loadConfig({ AI_PROVIDER: 'google', AI_API_KEY: 'key', AI_STRUCTURED_OUTPUTS: 'off' });
    expect(config.AI_PROVIDER).toBe('google');
    expect(config.AI_STRUCTURED_OUTPUTS).toBe('off');
    expect(loadConfig({}).AI_STRUCTURED_OUTPUTS).toBe('auto');
    expect(() => loadConfig({ AI_STRUCTURED_OUTPUTS: 'strict' })).toThrow(/AI_STRUCTURED_OUTPUTS/);
  });

  it('refuses loopback URL fetching in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_LOOPBACK_FETCH: 'true' })).toThrow(
      /ALLOW_LOOPBACK_FETCH/,
    );
  });

  it('needs the webhook secret and every price once a Stripe key is set, and checks their shapes', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICE_PACK_100: 'price_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required[\s\S]*STRIPE_PRICE_PROFESSIONAL: required[\s\S]*STRIPE_PRICE_PACK_1000/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_publishable' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_PRICE_PACK_300: 'prod_123' })).toThrow(/STRIPE_PRICE_PACK_300/);
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_PROFESSIONAL: 'price_pro',
      STRIPE_PRICE_PACK_100: 'price_100',
      STRIPE_PRICE_PACK_300: 'price_300',
      STRIPE_PRICE_PACK_1000: 'price_1000',
    });
    expect(config.STRIPE_PRICE_PACK_1000).toBe('price_1000');
  });

  it('reads TRUST_PROXY as none, a hop count or proxy addresses, never "trust everything"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everything' })).toThrow(/TRUST_PROXY/);
  });

  it('runs one process per core (at most 8) on PostgreSQL and one on the embedded database, unless told', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    const url = 'postgres://db/quizwise';
    expect(loadConfig({ DATABASE_URL: url }).WEB_CONCURRENCY).toBe(Math.min(availableParallelism(), 8));
    expect(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('starts new accounts on the Professional trial with each plan’s allowance unless told', () => {
    expect(loadConfig({}).DEFAULT_PLAN).toBe('professional_trial');
    expect(loadConfig({}).DEFAULT_MONTHLY_CREDITS).toBeUndefined();
    const school = loadConfig({ DEFAULT_PLAN: 'professional', DEFAULT_MONTHLY_CREDITS: '200' });
    expect(school.DEFAULT_PLAN).toBe('professional');
    expect(school.DEFAULT_MONTHLY_CREDITS).toBe(200);
    expect(loadConfig({ DEFAULT_MONTHLY_CREDITS: '0' }).DEFAULT_MONTHLY_CREDITS).toBe(0);
    expect(() => loadConfig({ DEFAULT_PLAN: 'gold' })).toThrow(/DEFAULT_PLAN/);
    expect(() => loadConfig({ DEFAULT_MONTHLY_CREDITS: '-5' })).toThrow(/DEFAULT_MONTHLY_CREDITS/);
    expect(() => loadConfig({ DEFAULT_MONTHLY_CREDITS: '2.5' })).toThrow(/DEFAULT_MONTHLY_CREDITS/);
    expect(() => loadConfig({ DEFAULT_MONTHLY_CREDITS: 'lots' })).toThrow(/DEFAULT_MONTHLY_CREDITS/);
  });
});

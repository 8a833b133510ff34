import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkModel } from './ai-check.js';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../../test/ai/test-chat-server.js';

const GOOD = JSON.stringify({
  title: 'Transport',
  questions: [
    {
      question: 'Which process moves substances against a concentration gradient using energy?',
      answer: 'active transport',
      options: ['active transport', 'osmosis', 'diffusion', 'transpiration'],
      evidence:
        'Active transport moves substances against a concentration gradient and needs energy from respiration.',
      bloom_level: 'remember',
    },
  ],
});

describe('npm run ai:check', () => {
  let server: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const check = () => checkModel({ baseURL: server.baseURL, model: 'm', timeoutMs: 2000 });

  it('says the model answers, follows the schema and writes a question the gate keeps', async () => {
    server.reply({ kind: 'json', content: GOOD });
    expect(await check()).toMatchObject({ answered: true, followsSchema: true, passed: 1, written: 1 });
    expect(server.requests[0]?.response_format).toEqual({ type: 'json_object' });
  });

  it('says the model answers but not in the schema', async () => {
    server.reply({ kind: 'json', content: 'Here are two questions: 1. What is osmosis?' });
    expect(await check()).toMatchObject({ answered: true, followsSchema: false });
  });

  it('says nothing answers at an address with no server', async () => {
    const result = await checkModel({ baseURL: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 });
    expect(result).toMatchObject({ answered: false, followsSchema: false });
    expect(result.message).toMatch(/could not be reached/);
  });
});

import { loadConfig } from '../config/env.js';
import { checkModel } from '../features/ai/ai-check.js';
import { modelConnection, modelServiceOf } from '../features/ai/select-provider.js';

/** `npm run ai:check`: does the configured model answer, and follow the schema? Exit 1 when it does not. */
async function main(): Promise<void> {
  const config = loadConfig();
  const service = modelServiceOf(config);
  if (!service) {
    console.info(
      'AI_PROVIDER is the embedded engine: there is no model to check. Set AI_PROVIDER=openai, anthropic or google first.',
    );
    return;
  }
  const connection = modelConnection(config, service);
  console.info(`Asking ${connection.model} (${service}) at ${connection.baseURL} for two questions …`);
  const check = await checkModel(connection);
  console.info(`answers:            ${check.answered ? 'yes' : 'no'}`);
  console.info(`follows the schema: ${check.followsSchema ? 'yes' : 'no'}`);
  console.info(`passes the gate:    ${check.passed} of ${check.written}`);
  console.info(`took:               ${(check.ms / 1000).toFixed(1)} s`);
  console.info(check.message);
  if (!check.followsSchema) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

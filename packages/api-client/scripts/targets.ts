import { fileURLToPath } from 'node:url';
import { routes } from '@quizwise/contract';
import { routes as fixtureRoutes } from '../test/fixtures/fixture-routes.js';
import { renderApis } from './render-apis.js';
import { formatSource } from './format-source.js';

export interface Target {
  /** Absolute path of the generated file. */
  path: string;
  /** The file's expected content, formatted. */
  render(): Promise<string>;
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Every generated file: the client for the contract's routes, and a client for the test fixture's
 * routes (which covers path, query, multipart and response-kind variants the contract may not have yet).
 */
export const targets: Target[] = [
  {
    path: `${packageDir}src/generated/apis.gen.ts`,
    render() {
      const source = renderApis(routes, {
        routesModule: '@quizwise/contract',
        runtimeModule: '../lib/runtime.js',
        source: 'the @quizwise/contract route table',
      });
      return formatSource(source, this.path);
    },
  },
  {
    path: `${packageDir}test/fixtures/fixture-apis.gen.ts`,
    render() {
      const source = renderApis(fixtureRoutes, {
        routesModule: './fixture-routes.js',
        runtimeModule: '../../src/lib/runtime.js',
        source: 'test/fixtures/fixture-routes.ts',
      });
      return formatSource(source, this.path);
    },
  },
];

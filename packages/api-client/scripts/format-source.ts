import * as prettier from 'prettier';

/** Formats generated TypeScript with the repo's prettier settings, as `prettier --write` would. */
export async function formatSource(source: string, filepath: string): Promise<string> {
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...config, filepath });
}

// Writes the generated API classes: `npm run generate -w @quizwise/api-client`.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { targets } from './targets.js';

for (const target of targets) {
  await mkdir(dirname(target.path), { recursive: true });
  await writeFile(target.path, await target.render());
  console.log(`wrote ${relative(process.cwd(), target.path)}`);
}

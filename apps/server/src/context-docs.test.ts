// The CONTEXT.md files lead to the code: every file or folder one names exists, every identifier it
// names is in the code, every server feature has one, and no comment cites a list the repository
// does not hold.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const skipped = new Set(['node_modules', 'dist', '.git', 'data', '.tmp', 'test-results', 'coverage']);

/** Every file (and folder, with a trailing slash) of the repository, relative to its root. */
function repositoryEntries(dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      out.push(`${relative}/`);
      repositoryEntries(full, out);
    } else {
      out.push(relative);
    }
  }
  return out;
}

const entries = repositoryEntries();
const contexts = entries.filter((file) => file.endsWith('CONTEXT.md'));
const codeFiles = entries.filter((file) => /\.(ts|tsx|mjs|js|json|sql|css|html)$/.test(file));
const identifiersByFolder = new Map<string, Set<string>>();

/** Every identifier in the code under `folder` ('' for the whole repository). */
function identifiersUnder(folder: string): Set<string> {
  let found = identifiersByFolder.get(folder);
  if (!found) {
    found = new Set(
      codeFiles
        .filter((file) => file.startsWith(folder))
        .flatMap((file) => readFileSync(path.join(root, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []),
    );
    identifiersByFolder.set(folder, found);
  }
  return found;
}

/** The `code spans` of a markdown file, outside fenced blocks. */
function codeSpans(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

/** `apps/web/` for a CONTEXT.md under apps/web, and so on: a bare file name is looked for there. */
function workspaceOf(file: string): string {
  return /^(apps\/[^/]+|packages\/[^/]+)\//.exec(file)?.[0] ?? '';
}

const FILE_PATH = /^[\w@-][\w./@-]*\.(ts|tsx|md|json|css|mjs|js|sql|svg|html|txt)$/;
const FOLDER_PATH = /^[\w@-][\w.@-]*(\/[\w.@-]+)*\/$/;
/** Built or generated output, which a fresh checkout does not have. */
const BUILD_OUTPUT = /(^|\/)(dist|\.tmp|test-results|data|node_modules)\//;
/** camelCase, PascalCase with a second capital, or CONSTANT_CASE: names, not English words. */
const CODE_NAME = /^([a-z]+[A-Z]|[A-Z][a-z]+[A-Z]|[A-Z][A-Z0-9]*_[A-Z0-9_]+$)/;

function missingMentions(context: string): string[] {
  const workspace = workspaceOf(context);
  const missing: string[] = [];
  for (const span of codeSpans(context)) {
    if (FILE_PATH.test(span) || FOLDER_PATH.test(span)) {
      if (BUILD_OUTPUT.test(span)) continue;
      const found = entries.some(
        (entry) => entry === span || (entry.startsWith(workspace) && entry.endsWith(`/${span}`)),
      );
      if (!found) missing.push(`path ${span}`);
      continue;
    }
    const named = /^([A-Za-z_$][\w$]*)(\(.*\))?$/.exec(span);
    const name = named?.[1];
    if (!name || !CODE_NAME.test(name)) continue;
    // A call, `name(…)`, is this workspace's code (or the contract's); a bare name may be anywhere
    // (an environment variable, a library's API, another package's constant).
    const where = named[2] ? [workspace, 'packages/contract/'] : [''];
    if (!where.some((folder) => identifiersUnder(folder).has(name))) missing.push(`name ${name}`);
  }
  return missing;
}

describe('CONTEXT.md files', () => {
  it('are found', () => {
    expect(contexts.length).toBeGreaterThan(25);
  });

  it.each(contexts)('%s names only paths and identifiers that exist', (context) => {
    expect(missingMentions(context)).toEqual([]);
  });

  it('exist for every server feature', () => {
    const features = entries.filter((entry) => /^apps\/server\/src\/features\/[^/]+\/$/.test(entry));
    expect(features.length).toBeGreaterThan(20);
    const without = features.filter((feature) => !entries.includes(`${feature}CONTEXT.md`));
    expect(without).toEqual([]);
  });

  it('are linked from ARCHITECTURE.md, and every link there resolves', () => {
    const architecture = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
    const links = [...architecture.matchAll(/\]\(([^)#]+)\)/g)].map((match) => match[1]!);
    expect(links.filter((link) => !entries.includes(link))).toEqual([]);
    const serverContexts = contexts.filter((file) => file.startsWith('apps/server/src/features/'));
    expect(serverContexts.filter((file) => !links.includes(file))).toEqual([]);
  });

  it('nor any comment cite the numbered house style, which is not in the repository', () => {
    const citing = entries
      .filter((file) => /\.(ts|tsx|md|mjs|css)$/.test(file))
      .filter((file) => /house style \d/i.test(readFileSync(path.join(root, file), 'utf8')));
    expect(citing).toEqual([]);
  });
});

import { routes, type HttpMethod } from '@quizwise/contract';

interface PathPattern {
  pattern: RegExp;
  methods: Set<HttpMethod>;
}

/** One matcher per contract path (`{id}` matches one segment), with every method that path serves. */
const patterns: PathPattern[] = (() => {
  const byPath = new Map<string, PathPattern>();
  for (const route of Object.values(routes)) {
    let entry = byPath.get(route.path);
    if (!entry) {
      const source = route.path
        .split(/\{\w+\}/)
        .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      entry = { pattern: new RegExp(`^${source}$`), methods: new Set() };
      byPath.set(route.path, entry);
    }
    entry.methods.add(route.method);
  }
  return [...byPath.values()];
})();

const ORDER: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods the contract serves at this path (HEAD wherever GET is), in a stable order; empty when
 * no route has the path, so the caller answers 404 rather than 405.
 */
export function allowedMethods(path: string): string[] {
  const allowed = new Set<string>();
  for (const { pattern, methods } of patterns) {
    if (!pattern.test(path)) continue;
    for (const method of methods) allowed.add(method);
    if (methods.has('GET')) allowed.add('HEAD');
  }
  return ORDER.filter((method) => allowed.has(method));
}

// `npm test`'s import check: no import circle in registry/, bff/ or web/src (type-only imports count too: a circle
// of types is still two modules that cannot be understood one without the other), and the registry's layers only
// import downwards — http → auth → domain → adapters → db:
//   db/        the connection, schema types, migrations and generic SQL helpers: imports no other layer
//   adapters/  the outside world (mail, storage, payments, jobs): may import db only
//   domain/    the slices' rules and SQL: never http/ or auth/
//   auth/      identity: never http/ or inbound/
//   inbound/   the inbound mail listener (replies by e-mail), an entry point beside http/: never http/, and http/ never it
//   jobs/      background work and the events → jobs dispatcher: may import domain, auth, adapters and db; no other
//              layer imports it (only registry/app.ts does)
// Usage: node scripts/check-imports.ts [root …] (default: registry bff web/src). Exit 1 on any finding.
import path from 'node:path';
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';

const LAYERS = ['db', 'adapters', 'domain', 'auth', 'http', 'inbound', 'jobs'] as const;
type Layer = (typeof LAYERS)[number];

/** What each registry layer may not import (everything above it). */
const FORBIDDEN: Record<Layer, readonly Layer[]> = {
  db: ['adapters', 'domain', 'auth', 'http', 'inbound', 'jobs'],
  adapters: ['domain', 'auth', 'http', 'inbound', 'jobs'],
  domain: ['auth', 'http', 'inbound', 'jobs'],
  auth: ['http', 'inbound', 'jobs'],
  http: ['inbound', 'jobs'],
  inbound: ['http', 'jobs'],
  jobs: ['http', 'inbound'],
};

function layerOf(file: string): Layer | null {
  const [top, layer] = file.split(path.sep);
  return top === 'registry' && (LAYERS as readonly string[]).includes(layer) ? (layer as Layer) : null;
}

export async function checkImports(roots: string[], cwd = process.cwd()): Promise<string[]> {
  const tree: DependencyTree = await parseDependencyTree(
    roots.flatMap((root) => [`${root}/**/*.ts`, `${root}/**/*.tsx`]),
    { cwd, context: cwd, transform: false, skipDynamicImports: false, tsconfig: path.join(cwd, 'tsconfig.json') },
  );
  const problems: string[] = [];
  for (const circle of parseCircular(tree, false)) problems.push(`import circle: ${[...circle, circle[0]].join(' → ')}`);
  for (const [file, dependencies] of Object.entries(tree)) {
    const from = layerOf(file);
    if (!from || !dependencies) continue;
    for (const dependency of dependencies) {
      const to = dependency.id ? layerOf(dependency.id) : null;
      if (to && FORBIDDEN[from].includes(to)) problems.push(`upward import: ${file} (${from}) imports ${dependency.id} (${to})`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const roots = process.argv.slice(2);
  const problems = await checkImports(roots.length ? roots : ['registry', 'bff', 'web/src']);
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  process.stdout.write(
    problems.length ? `imports: ${problems.length} problem(s)\n` : 'imports: no circle, no upward import in the registry\n',
  );
  process.exit(problems.length ? 1 : 0);
}

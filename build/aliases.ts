import path from 'node:path';

/**
 * The path aliases for Vite and Vitest (`resolve.alias`), the same as `paths` in tsconfig.json
 * and server/tsconfig.json, which tsc, tsx and Playwright read themselves (ESLint's:
 * eslint-rules/index.js). `@contracts/x` is src/shared/contracts/x, `@contracts` their index:
 * the one module both the console and the server import.
 */
export function pathAliases(root: string): Record<string, string> {
  return { '@contracts': path.join(root, 'src/shared/contracts') };
}

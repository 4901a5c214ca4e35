import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// A probe is linted as if it were a file at `path`, through the repository's own eslint.config.js, so a rule
// that stops firing (a renamed folder, a glob typo) fails a test rather than silently in review.

export const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint | null = null;

/** The ids of the rules that fail `code` linted as the file at `path` (relative to the repository). */
export async function ruleIds(path: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

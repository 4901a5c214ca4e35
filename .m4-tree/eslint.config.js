import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN §1, STYLE "code lives where it runs"). Imports are relative, so each pattern
// matches a climb out of the folder (`../../src/x`) into a folder the importer must not see.
// no-restricted-imports does not merge between config objects: a nested folder repeats its parent's rules.
const noServer = { regex: '^(\\.\\./)+server(/|$)', message: 'The client never imports server code (DESIGN §1).' };
const uiForbidden = {
  regex: '^(\\.\\./)+(state|api|features)(/|$)',
  message: 'src/ui is the kit: it imports no state, api or features (STYLE).',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/results/**', '.tsbuild/**', 'data/**', 'test-results/**', 'docs/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(noServer) },
  { files: ['src/ui/**/*.{ts,tsx}'], rules: restrict(noServer, uiForbidden) },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: restrict({ regex: '^(\\.\\./)+src(/|$)', message: 'Workers never import src/ (no DOM, no React).' }),
  },
  {
    files: ['protocol/**/*.ts'],
    rules: restrict({
      regex: '^(\\.\\./)+(src|workers|server)(/|$)',
      message: 'protocol/ is the shared wire contract: it imports nothing from src, workers or server.',
    }),
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'bench/**/*.ts', 'tests/**/*.{ts,tsx}', '*.{js,mjs,ts}', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Bench pages run in the browser; the runner around them in Node.
    files: ['bench/*/page/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN §1, STYLE "code lives where it runs"). Imports are relative, so each pattern
// matches a climb out of the folder (`../../src/x`) into a folder the importer must not see.
// no-restricted-imports does not merge between config objects: a nested folder repeats its parent's rules.
const noServer = { regex: '^(\\.\\./)+server(/|$)', message: 'The client never imports server code (DESIGN §1).' };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const climbInto = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message });

// The client's layers, lowest first: lib → state → worker-bridge → api → nav → features → screens → app.
// Each folder names what it must not import; everything else below it is allowed.
const srcLayers = [
  [
    'lib',
    ['state', 'api', 'nav', 'features', 'screens', 'app', 'ui', 'worker-bridge', 'i18n'],
    'src/lib holds pure functions: it imports only lib and protocol.',
  ],
  [
    'state',
    ['api', 'nav', 'features', 'screens', 'app', 'ui', 'worker-bridge'],
    'Stores hold state; they do not call the network or the shell.',
  ],
  [
    'worker-bridge',
    ['state', 'api', 'nav', 'features', 'screens', 'app', 'ui', 'i18n'],
    'A worker bridge imports its worker\'s types and lib only; callers pass what it needs (STYLE "Workers").',
  ],
  [
    'api',
    ['nav', 'features', 'screens', 'app', 'ui'],
    'src/api is the network layer: features call it, not the other way round.',
  ],
  [
    'nav',
    ['features', 'screens', 'app'],
    'Navigation sits below the shell: features and screens import it, it imports none of them.',
  ],
  [
    'features',
    ['screens', 'app'],
    'Features never import the shell or screens (go, AppLink and the route table are in src/nav).',
  ],
  [
    'screens',
    ['api', 'app'],
    'A screen composes features; it does not fetch (features call src/api) or import the shell.',
  ],
  ['ui', ['state', 'api', 'features'], 'src/ui is the kit: it imports no state, api or features (STYLE).'],
];

const serverNoClient = climbInto(
  ['src', 'workers'],
  'The server never imports client code (src, workers): shared code lives in protocol/.',
);
// Domain code keeps files through MediaStorage (server/lib/media-storage.ts: the local folder or a bucket)
// and scratch files through server/lib/scratch.ts, so every process of a cluster sees the same bytes.
const noFs = {
  regex: '^(node:)?fs(/promises)?$',
  message: 'Domain code never touches the disk: use MediaStorage (stored bytes) or server/lib/scratch (temp files).',
};
const capabilityMessage =
  'Import a capability through its folder (domain/<capability>, its index.ts), not a file inside it.';

// The capabilities of src/features (PLAN: one name per capability on every layer) and which others each may
// import. Every capability may import `common` (what every feature uses) and `media` (showing pictures and
// video); any other edge is one feature composing another (the post card shows the favourite button) and is
// listed here. The table has no cycle: tests/lint/features.test.ts reads it back through the rule and checks.
const featureImports = {
  common: [],
  media: ['common'],
  upload: [],
  shell: [],
  chat: ['upload'],
  appointments: [],
  people: [],
  accounts: ['chat', 'people', 'shell', 'upload'],
  money: ['accounts'],
  listings: ['appointments', 'chat', 'money', 'people', 'public-pages', 'shell'],
  explore: ['chat', 'listings', 'people'],
  'public-pages': ['appointments'],
  release: ['upload'],
  invite: [],
  console: ['upload'],
};
const featureLayer = srcLayers.find(([folder]) => folder === 'features');
const featureRules = Object.entries(featureImports).map(([cap, listed]) => {
  const allowed = cap === 'common' ? [] : cap === 'media' ? listed : ['common', 'media', ...listed];
  const others = Object.keys(featureImports).filter((c) => c !== cap && !allowed.includes(c));
  const message = allowed.length
    ? `src/features/${cap} may import only ${allowed.join(', ')} among the features (eslint.config.js featureImports).`
    : `src/features/${cap} imports no other feature (eslint.config.js featureImports).`;
  return {
    files: [`src/features/${cap}/**/*.{ts,tsx}`],
    rules: restrict(noServer, climbInto(featureLayer[1], featureLayer[2]), climbInto(others, message)),
  };
});

// Only src/api (and workers) talk to the network.
const networkMessage =
  'Only src/api talks to the network (STYLE "only api/ talks to the network"); call an api function.';
const networkGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: networkMessage,
}));
const networkProperties = [
  ...['globalThis', 'window', 'self'].flatMap((object) =>
    ['fetch', 'XMLHttpRequest'].map((property) => ({ object, property, message: networkMessage })),
  ),
  { object: 'navigator', property: 'sendBeacon', message: networkMessage },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'bench/results/**',
      '.tsbuild/**',
      'data/**',
      'test-results/**',
      'docs/**',
      '.scratch/**',
      // The first-load bench's builds while it runs.
      '.bench-*/**',
      // Built copies that e2e runs and outside checks start from (gitignored).
      '.e2e-*/**',
    ],
  },
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
  ...srcLayers.map(([folder, forbidden, message]) => ({
    files: [`src/${folder}/**/*.{ts,tsx}`],
    rules: restrict(noServer, climbInto(forbidden, message)),
  })),
  ...featureRules,
  {
    files: ['src/**/*.{ts,tsx}'],
    // src/boot is the boot shell's script: it runs before the app (and its network layer) has loaded, and
    // its one fetch is the page's own preload of the first picture.
    ignores: ['src/api/**', 'src/boot/**'],
    rules: {
      'no-restricted-globals': ['error', ...networkGlobals],
      'no-restricted-properties': ['error', ...networkProperties],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // The browser's own locale is not the page's: an English page in a US browser read 11/27/2026 beside
      // 27/11/2026 everywhere else.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleDateString'][arguments.length=0]",
          message:
            "Write a day with formatDay(seconds, lang) from src/lib/format: the page's language, not the browser's.",
        },
      ],
    },
  },
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
    files: ['server/**/*.ts'],
    rules: restrict(serverNoClient),
  },
  {
    // Outside a capability's folder only its index (its public face) is seen: `../domain/money`, never
    // `../domain/money/ledger`, so a capability can rearrange its files without touching its callers.
    files: ['server/**/*.ts'],
    ignores: ['server/domain/**'],
    rules: restrict(serverNoClient, { regex: '^(\\./|(\\.\\./)+)domain/[^/]+/', message: capabilityMessage }),
  },
  {
    // Inside one capability, another is one climb away: `../listings` is its index, `../listings/x` its insides.
    files: ['server/domain/**/*.ts'],
    rules: restrict(serverNoClient, noFs, { regex: '^\\.\\./[^./][^/]*/', message: capabilityMessage }),
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}'],
    rules: restrict({ regex: '^(\\.\\./)+server/domain/[^/]+/', message: capabilityMessage }),
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'bench/**/*.ts',
      'tests/**/*.{ts,tsx}',
      '*.{js,mjs,ts}',
      '.ci/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Bench pages run in the browser; the runner around them in Node.
    files: ['bench/*/page/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

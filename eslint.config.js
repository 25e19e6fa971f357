import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Text from config, the API or the URL never goes in as HTML; no javascript: URLs. */
const SAFE_HTML = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML.' },
  { selector: 'Literal[value=/^javascript:/i]', message: 'No javascript: URLs.' },
];

/** A dynamic import() of a module in one of `folders` (a regex alternation) above the importing layer. */
const dynamicImportOutOf = (folders, message) => ({
  selector: `ImportExpression > Literal[value=/^(\\.\\.\\/)+(${folders})\\//]`,
  message,
});

export default tseslint.config(
  { ignores: ['dist', '.tmp', 'node_modules', 'demo/dist', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Text from config, the API or the URL never goes in as HTML.
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Build DOM nodes or use React/lit-html templates.' },
        { property: 'outerHTML', message: 'Build DOM nodes or use React/lit-html templates.' },
        { property: 'insertAdjacentHTML', message: 'Build DOM nodes or use React/lit-html templates.' },
      ],
      'no-restricted-syntax': ['error', ...SAFE_HTML],
    },
  },
  // Imports flow one way (docs/engineering.md, "Layers"): elements, then screens, then the shared
  // layers (components, store, API, analytics, monitoring, format, page), then config. A dynamic
  // import() follows the same arrows (no-restricted-imports sees only static ones).
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SAFE_HTML,
        dynamicImportOutOf('elements|element|router', 'A screen imports only from the layers below it.'),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(elements|element|router)/',
              message: 'A screen imports only from the layers below it; move what it needs to src/page/ or lower.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{components,store,api,analytics,monitoring,format,config,domain,mobilapp,market-source,page,styles}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SAFE_HTML,
        dynamicImportOutOf('elements|element|router|screens', 'A shared layer never imports the elements, the router or a screen.'),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(elements|element|router|screens)/',
              message: 'A shared layer never imports the elements, the router or a screen; pass it in, or move it down.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx,mjs}', 'demo/**/*.{js,mjs,ts,tsx}', 'scripts/**/*.mjs', 'bench/**/*.mjs', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Text from config, the API or the URL never goes in as HTML.
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Build DOM nodes or use React/lit-html templates.' },
        { property: 'outerHTML', message: 'Build DOM nodes or use React/lit-html templates.' },
        { property: 'insertAdjacentHTML', message: 'Build DOM nodes or use React/lit-html templates.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML.' },
        { selector: "Literal[value=/^javascript:/i]", message: 'No javascript: URLs.' },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx,mjs}', 'demo/**/*.{js,mjs,ts,tsx}', 'scripts/**/*.mjs', 'bench/**/*.mjs', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
);

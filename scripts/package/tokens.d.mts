// Types of tokens.mjs for TypeScript callers (the unit tests).

export interface Token {
  name: string;
  default: string;
  description: string;
}

/** The tokens of tokens.css text, in file order. */
export function parseTokens(css: string): Token[];
/** The tokens of `root`/src/styles/tokens.css, and a problem per undocumented or unknown token. */
export function readTokens(root: string): Promise<{ tokens: Token[]; problems: string[] }>;

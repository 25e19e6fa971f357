/** What `navnEtterInnhold` reads and rewrites of a rollup output chunk. */
export interface NavngittChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  map: { file: string } | null;
}

/** Names every lazy chunk after its content and the build's key, and rewrites the references. */
export function navnEtterInnhold(output: NavngittChunk[], entry: string, key: string): void;

/** The global key of the lazy-chunk loader (src/element/load-chunk.ts). */
export const LOAD_CHUNK: string;
/** The one export of a chunk that needs other chunks: a promise of its exports (src/element/load-chunk.ts, `READY`). */
export const READY: string;
/** The global key under which the owning instance is named (src/element/instans.ts). */
export const OWNER: string;
/** Re-chunks esbuild's output in `outdir` in place, starting from `entry`; the new output in the metafile's shape. */
export function mergeChunks(
  metafile: import('esbuild').Metafile,
  outdir: string,
  entry: string,
  firstScreenLazy?: readonly string[],
  target?: string[],
): Promise<import('esbuild').Metafile>;
/** Fails the build if `code` (a lazy chunk) awaits at its top level: WebKit spins a page that goes away while such a module waits. */
export function utenToppnivaAwait(code: string, file: string): void;

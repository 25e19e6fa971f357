/** CSS files are imported as text and adopted as constructable stylesheets (see build.mjs). */
declare module '*.css' {
  const css: string;
  export default css;
}
/** SVG illustrations are imported as data URLs. */
declare module '*.svg' {
  const url: string;
  export default url;
}
/**
 * WebP pictures are emitted beside the chunks with a content hash in the name (esbuild's file
 * loader); the import is that file's path relative to the chunk ('./bunntekst-400-HASH.webp'), to be
 * resolved against `import.meta.url`.
 */
declare module '*.webp' {
  const path: string;
  export default path;
}

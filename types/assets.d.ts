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

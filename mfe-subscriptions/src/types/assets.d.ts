/** Images imported as webpack assets: the module is the file's URL (or a data URL when small). */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module "swagger-ui-dist/absolute-path.js" {
  /** The folder the package's browser files are in. */
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}

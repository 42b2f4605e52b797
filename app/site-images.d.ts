declare module "virtual:site-images" {
  const manifest: import("./lib/image-manifest").ImageManifest;
  export default manifest;
}

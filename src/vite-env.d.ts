/// <reference types="vite/client" />

declare module "*.svg?no-inline" {
  const url: string;
  export default url;
}

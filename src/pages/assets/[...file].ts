// The content's pictures and flags, as src/pipeline/prepare.ts encoded them, under /assets/.
import type { APIRoute, GetStaticPaths } from "astro";
import { content } from "../../content/store";

export const getStaticPaths = (() =>
  content.files.map(({ fileName, source }) => ({
    params: { file: fileName.slice("assets/".length) },
    props: { source },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { source: Uint8Array<ArrayBuffer> }).source);

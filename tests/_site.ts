/**
 * The built documentation site, served for browser tests: built once into a temporary folder
 * and served on a free 127.0.0.1 port under a sub-path, as a project's GitHub Pages site is
 * (`/endpoint/`), by a handler that answers 404 to everything outside it.
 *
 * @module
 */
import { build } from "../playground/build.ts";
import { createStaticHandler } from "../playground/site/static_handler.ts";

/** The sub-path the tests serve the site under. */
export const SUB_PATH = "/endpoint/";

/** A served site. */
export interface ServedSite {
  /** The site's root url, ending with {@linkcode SUB_PATH}. */
  base: string;
  /** Stops the server and removes the folder. */
  close(): Promise<void>;
}

/** Builds the site and serves it under {@linkcode SUB_PATH}. */
export async function serveSite(): Promise<ServedSite> {
  const outdir = await Deno.makeTempDir({ prefix: "site-dist-" });
  await build({ outdir });
  const files = createStaticHandler(outdir);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(SUB_PATH)) return new Response("Not found", { status: 404 });
    url.pathname = url.pathname.slice(SUB_PATH.length - 1);
    return files(new Request(url, request));
  });
  return {
    base: `http://127.0.0.1:${server.addr.port}${SUB_PATH}`,
    async close() {
      await server.shutdown();
      await Deno.remove(outdir, { recursive: true });
    },
  };
}

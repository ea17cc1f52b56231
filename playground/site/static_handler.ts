/**
 * A small static file handler that never serves anything outside its folder.
 *
 * @module
 */
import { extname, resolve, sep } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "content-security-policy":
    "default-src 'self'; img-src 'self' data:; connect-src 'self' http: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "cache-control": "no-cache",
};

function text(status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { ...SECURITY_HEADERS, "content-type": "text/plain; charset=utf-8", ...extra },
  });
}

/**
 * Maps a request path onto a file inside `root`, or `null` when it would leave `root`.
 *
 * The path is percent-decoded, `\` is read as a separator (as Windows would), and the result is
 * resolved **before** checking that it is `root` itself or below it, so no spelling of `..`
 * (`..%2f`, `..%5c`, `%2e%2e`) gets out. A NUL or a malformed escape is refused.
 *
 * @param root The served folder, absolute.
 * @param pathname The request url's path, still percent-encoded.
 * @returns The absolute file path, or `null` to refuse.
 */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = resolve(root);
  const target = resolve(base, "." + sep + decoded.replaceAll("\\", "/"));
  if (target !== base && !target.startsWith(base.endsWith(sep) ? base : base + sep)) return null;
  return target;
}

/**
 * Creates a request handler serving the files under `root` (`GET` and `HEAD`; `/` and folders
 * serve their `index.html`). Paths that leave the folder, also through a symbolic link, get 403;
 * any other path it cannot resolve, stat or open (missing, a name too long, no permission…) 404.
 *
 * @example
 * ```ts ignore
 * Deno.serve(createStaticHandler("/srv/site"));
 * ```
 *
 * @param root The folder to serve.
 * @returns The handler, for `Deno.serve` or `deno serve`.
 */
export function createStaticHandler(root: string): (request: Request) => Promise<Response> {
  const base = resolve(root);
  return async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return text(405, "Method not allowed", { allow: "GET, HEAD" });
    }
    const { pathname } = new URL(request.url);
    let path = resolveInside(base, pathname);
    if (path === null) return text(403, "Forbidden");
    let real: string;
    let file: Deno.FsFile;
    try {
      const realBase = await Deno.realPath(base);
      real = await Deno.realPath(path);
      if (real !== realBase && !real.startsWith(realBase + sep)) return text(403, "Forbidden");
      if ((await Deno.stat(real)).isDirectory) {
        path = resolve(real, "index.html");
        real = await Deno.realPath(path);
        if (!real.startsWith(realBase + sep)) return text(403, "Forbidden");
      }
      file = await Deno.open(real, { read: true });
    } catch {
      // Whatever the OS says (missing, not a folder, name too long, permission denied, a loop
      // of links…), a path it cannot resolve, stat or open is not found.
      return text(404, "Not found");
    }
    let size: number;
    try {
      size = (await file.stat()).size;
    } catch {
      file.close();
      return text(404, "Not found");
    }
    const headers = {
      ...SECURITY_HEADERS,
      "content-type": CONTENT_TYPES[extname(real).toLowerCase()] ?? "application/octet-stream",
      "content-length": String(size),
    };
    if (request.method === "HEAD") {
      file.close();
      return new Response(null, { headers });
    }
    return new Response(file.readable, { headers });
  };
}

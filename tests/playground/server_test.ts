import assert from "node:assert/strict";
import { createStaticHandler, resolveInside } from "../../playground/site/static_handler.ts";
import { portFrom } from "../../playground/start.ts";

/** A served folder `<tmp>/site` beside a secret `<tmp>/secret.txt`, and a symlink out. */
async function fixture(): Promise<{ tmp: string; site: string }> {
  const tmp = await Deno.makeTempDir({ prefix: "playground-serve-" });
  const site = `${tmp}/site`;
  await Deno.mkdir(`${site}/sub`, { recursive: true });
  await Deno.writeTextFile(`${site}/index.html`, "<h1>home</h1>");
  await Deno.writeTextFile(`${site}/app.js`, "console.log(1)");
  await Deno.writeTextFile(`${site}/sub/index.html`, "sub");
  await Deno.writeTextFile(`${tmp}/secret.txt`, "secret");
  await Deno.writeTextFile(`${tmp}/site-evil.txt`, "prefix sibling");
  await Deno.symlink(`${tmp}/secret.txt`, `${site}/link.txt`);
  return { tmp, site };
}

/** Sends a request whose path is kept exactly as written (no client-side normalisation). */
function get(handler: (r: Request) => Promise<Response>, path: string, method = "GET") {
  return handler(new Request(`http://127.0.0.1${path}`, { method }));
}

Deno.test("static handler serves files inside its folder", async () => {
  const { tmp, site } = await fixture();
  try {
    const handler = createStaticHandler(site);
    const table: [string, number, string, string | null][] = [
      ["/", 200, "text/html; charset=utf-8", "<h1>home</h1>"],
      ["/index.html", 200, "text/html; charset=utf-8", "<h1>home</h1>"],
      ["/app.js?v=123", 200, "text/javascript; charset=utf-8", "console.log(1)"],
      ["/sub/", 200, "text/html; charset=utf-8", "sub"],
      ["/missing.js", 404, "text/plain; charset=utf-8", "Not found"],
      ["/index.html/x", 404, "text/plain; charset=utf-8", "Not found"],
    ];
    for (const [path, status, type, body] of table) {
      const response = await get(handler, path);
      assert.equal(response.status, status, path);
      assert.equal(response.headers.get("content-type"), type, path);
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      assert.equal(await response.text(), body, path);
    }
    const head = await get(handler, "/app.js", "HEAD");
    assert.equal(head.status, 200);
    assert.equal(head.headers.get("content-length"), "14");
    assert.equal(await head.text(), "");
    const post = await get(handler, "/", "POST");
    assert.equal(post.status, 405);
    await post.body?.cancel();
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
});

Deno.test("static handler refuses every path that leaves its folder", async () => {
  const { tmp, site } = await fixture();
  try {
    const handler = createStaticHandler(site);
    const attacks = [
      "/..%2fsecret.txt",
      "/..%2f..%2f..%2f..%2fetc/passwd",
      "/..%5csecret.txt",
      "/..%5c..%5c..%5cetc%5cpasswd",
      "/sub/..%2f..%2fsecret.txt",
      "/%2e%2e%2fsecret.txt",
      "/.%2e/secret.txt",
      "/..%2fsite-evil.txt",
      "/%2fetc%2fpasswd",
      "/index.html%00.js",
      "/%00",
      "/%E0%A4%A",
      "/link.txt",
    ];
    for (const path of attacks) {
      const response = await get(handler, path);
      const body = await response.text();
      assert.ok(response.status === 403 || response.status === 404, `${path}: ${response.status}`);
      assert.ok(!body.includes("secret") && !body.includes("root:"), path);
    }
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
});

Deno.test("a missing file with a 300-character name gets 404, not 500 (File name too long)", async () => {
  const { tmp, site } = await fixture();
  try {
    const handler = createStaticHandler(site);
    for (
      const path of [`/${"a".repeat(300)}`, `/sub/${"b".repeat(300)}.js`, `/${"c".repeat(5000)}`]
    ) {
      const response = await get(handler, path);
      assert.equal(response.status, 404, `${path.length} characters`);
      assert.equal(await response.text(), "Not found");
    }
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
});

Deno.test("static handler answers 404 for a path it cannot stat, whatever the OS error", async () => {
  const { tmp, site } = await fixture();
  try {
    await Deno.writeTextFile(`${site}/file.txt`, "x");
    await Deno.symlink(`${site}/loop-a`, `${site}/loop-b`);
    await Deno.symlink(`${site}/loop-b`, `${site}/loop-a`);
    const handler = createStaticHandler(site);
    const table = [
      "/file.txt/below", // not a directory
      "/loop-a", // a loop of symbolic links
      "/missing/index.html",
    ];
    for (const path of table) {
      const response = await get(handler, path);
      assert.equal(response.status, 404, path);
      await response.body?.cancel();
    }
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
});

Deno.test("resolveInside() resolves first, then requires the folder", () => {
  const root = "/srv/site";
  const table: [string, string | null][] = [
    ["/", "/srv/site"],
    ["/a/b.js", "/srv/site/a/b.js"],
    ["/a/../b.js", "/srv/site/b.js"],
    ["/a%2f..%2fb.js", "/srv/site/b.js"],
    ["/%2e%2e", null],
    ["/..%2f..%2fetc/passwd", null],
    ["/..%5c..", null],
    ["/a%5c..%5c..%5cx", null],
    ["/..%2fsite2/x", null],
    ["/x%00y", null],
    ["/%", null],
    ["//etc/passwd", "/srv/site/etc/passwd"],
  ];
  for (const [path, expected] of table) assert.equal(resolveInside(root, path), expected, path);
});

Deno.test("start task reads the port from PORT, 8000 otherwise", () => {
  assert.equal(portFrom(undefined), 8000);
  assert.equal(portFrom(""), 8000);
  assert.equal(portFrom("8123"), 8123);
  assert.equal(portFrom("0"), 0);
  assert.equal(portFrom("http"), 8000);
  assert.equal(portFrom("70000"), 8000);
});

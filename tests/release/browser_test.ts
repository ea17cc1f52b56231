import assert from "node:assert/strict";
import { launchChromium } from "../_chromium.ts";
import { BEHAVIOUR_CASES, CALL_STYLES } from "./_harness/table.ts";
import { installedPackage } from "./_install.ts";
import { chromium } from "../_tools.ts";

/** What the echo server received, in order. */
interface Received {
  method: string;
  path: string;
  type: string | null;
  custom: string | null;
  body: string;
}

function serve(handler: (request: Request) => Response | Promise<Response>): Deno.HttpServer {
  return Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
}

function origin(server: Deno.HttpServer): string {
  return `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
}

chromium.test("Chromium imports dist/browser/endpoint.js from a CDN-like URL and sends fetch(toRequest())", async () => {
  const pkg = await installedPackage();
  // The CDN: serves the installed package's files under /npm/<name>@<version>/, as npm CDNs do,
  // cross-origin with CORS (a module script from another origin needs it).
  const cdnPrefix = `/npm/${pkg.name}@${pkg.version}/`;
  const cdn = serve(async (request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (path !== `${cdnPrefix}dist/browser/endpoint.js`) return new Response(null, { status: 404 });
    return new Response(await Deno.readFile(`${pkg.packageDir}/dist/browser/endpoint.js`), {
      headers: {
        "content-type": "text/javascript; charset=utf-8",
        "access-control-allow-origin": "*",
      },
    });
  });
  const libraryUrl = `${origin(cdn)}${cdnPrefix}dist/browser/endpoint.js`;
  const page = (await Deno.readTextFile(new URL("./_harness/page.html", import.meta.url)))
    .replaceAll("__LIBRARY_URL__", libraryUrl);
  assert.doesNotMatch(page, /importmap/);
  // The site: the page, the behaviour table, and an echo endpoint that records what it got.
  const received: Received[] = [];
  const site = serve(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/") {
      return new Response(page, { headers: { "content-type": "text/html" } });
    }
    if (url.pathname === "/cases.mjs") {
      return new Response(await Deno.readFile(`${pkg.project}/cases.mjs`), {
        headers: { "content-type": "text/javascript" },
      });
    }
    if (!url.pathname.startsWith("/echo/")) return new Response(null, { status: 404 });
    const entry = {
      method: request.method,
      path: url.pathname + url.search,
      type: request.headers.get("content-type"),
      custom: request.headers.get("x-case"),
      body: await request.text(),
    };
    received.push(entry);
    return Response.json(entry);
  });
  const browser = await launchChromium();
  const errors: string[] = [];
  try {
    const tab = await browser.newPage();
    tab.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    tab.on("pageerror", (error) => errors.push(String(error)));
    await tab.goto(`${origin(site)}/`);
    await tab.waitForFunction(() => "__report" in globalThis, null, { timeout: 20_000 })
      .catch((error) => assert.fail(`${error}\n${errors.join("\n")}`));
    const report = await tab.evaluate(() => Reflect.get(globalThis, "__report"));
    assert.deepEqual(report.failures, []);
    assert.equal(report.passed, BEHAVIOUR_CASES.length * CALL_STYLES.length + 4);
    const json = "application/json; charset=utf-8";
    assert.deepEqual(received, [
      { method: "POST", path: "/echo/1", type: json, custom: "post", body: '{"title":"hi"}' },
      { method: "PATCH", path: "/echo/a%20b", type: json, custom: null, body: '{"name":"n"}' },
      {
        method: "GET",
        path: "/echo/search?q=a%20b&per_page=2",
        type: null,
        custom: null,
        body: "",
      },
    ]);
  } finally {
    await browser.close();
    await Promise.all([cdn.shutdown(), site.shutdown()]);
  }
});

/**
 * The client guide's glue, run: every `send(options)` of docs/clients.md is imported as the page
 * has it and sends a table of calls to an echo server on 127.0.0.1, which must receive exactly
 * what `toRequest(options)` describes (method, path and query, headers, body bytes).
 */
import assert from "node:assert/strict";
import nodeFetch from "node-fetch";
import ky from "ky";
import * as undici from "undici";
import { endpoint, type RequestOptions, toRequest } from "../../mod.ts";
import { type Arrival, assertArrived, echoServer, hex } from "../_echo.ts";

const GUIDE = new URL("../../docs/clients.md", import.meta.url);
const OUTPUT = new URL("../.output/clients/", import.meta.url);

/** The clients the guide must cover, by the headings of their sections. */
const CLIENTS = ["fetch", "ky", "undici", "axios", "got", "node-fetch 3", "node:http"];

/** The calls every glue sends: each method family and body kind. */
function calls(base: string): [string, RequestOptions][] {
  const local = endpoint.defaults({ baseUrl: base, headers: { authorization: "token t" } });
  const repo = { owner: "octocat", repo: "hello" };
  return [
    ["GET with a query", local("GET /repos/{owner}/{repo}/issues", { ...repo, state: "open" })],
    ["POST with a JSON body", local("POST /repos/{owner}/{repo}/issues", { ...repo, title: "é" })],
    ["PATCH, which fetch does not uppercase", local("PATCH /user", { bio: "Hi" })],
    ["a bare PUT: an empty body", local("PUT /user/starred/{owner}/{repo}", repo)],
    ["DELETE without a body", local("DELETE /repos/{owner}/{repo}", repo)],
    [
      "a text data body",
      local("POST /markdown/raw", { data: "# Hi", headers: { "content-type": "text/plain" } }),
    ],
    [
      "binary data",
      local("POST /upload{?name}", {
        name: "a.zip",
        data: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]),
        headers: { "content-type": "application/zip" },
      }),
    ],
  ];
}

type Send = (options: RequestOptions) => Promise<string>;

/** The guide's `send` functions, by the heading of their section. */
async function guideGlue(): Promise<Map<string, Send>> {
  const text = await Deno.readTextFile(GUIDE);
  const glue = new Map<string, Send>();
  await Deno.mkdir(OUTPUT, { recursive: true });
  const sections = text.split(/^## /m).slice(1);
  for (const section of sections) {
    const heading = section.slice(0, section.indexOf("\n"));
    const code = /```ts\n([^]*?)```/.exec(section)?.[1];
    if (code === undefined || !code.includes("export async function send(")) continue;
    const file = new URL(`${heading.replaceAll(/\W+/g, "_")}.ts`, OUTPUT);
    await Deno.writeTextFile(file, code);
    glue.set(heading, (await import(file.href)).send);
  }
  return glue;
}

const glue = await guideGlue();

Deno.test("the client guide has the glue of every client", () => {
  assert.deepEqual([...glue.keys()], CLIENTS);
});

for (const [client, send] of glue) {
  Deno.test(`the guide's glue for ${client} sends what toRequest() describes`, async (t) => {
    const server = await echoServer();
    try {
      for (const [name, options] of calls(server.base)) {
        await t.step(name, async () => {
          await assertArrived(JSON.parse(await send(options)), options);
        });
      }
    } finally {
      await server.close();
    }
  });
}

Deno.test("the options as they are throw instead of sending [object Object]", async () => {
  const options = endpoint("POST /x", { title: "t", baseUrl: "http://127.0.0.1:9" });
  const init = options as RequestInit;
  assert.throws(() => String(options.body), TypeError);
  assert.throws(() => new Request(options.url, init), TypeError); // fetch(options.url, options)
  await assert.rejects(async () => await ky(options.url, { ...init, retry: 0 }), TypeError);
  // deno-lint-ignore no-explicit-any
  await assert.rejects(async () => await nodeFetch(options.url, options as any), TypeError);
});

Deno.test("undici.request sends a lowercase method as given: the server answers 400", async () => {
  const server = await echoServer();
  try {
    const options = endpoint("GET /x", { baseUrl: server.base });
    const response = await undici.request(options.url, { method: options.method });
    await response.body.dump();
    assert.equal(response.statusCode, 400);
  } finally {
    await server.close();
  }
});

Deno.test("node-fetch cannot take a web Request: the guide passes its parts", async () => {
  const request = toRequest(endpoint("GET /x", { baseUrl: "http://127.0.0.1:9" }));
  // deno-lint-ignore no-explicit-any
  await assert.rejects(nodeFetch(request as any), { name: "TypeError", message: /Invalid URL/ });
});

Deno.test("fetch(url, { ...options, body: JSON.stringify(body) }) fails where the guide says", async () => {
  const server = await echoServer();
  const byName = new Map(calls(server.base));
  const shortcut = (name: string): Promise<Response> => {
    const options = byName.get(name)!;
    return fetch(options.url, { ...options, body: JSON.stringify(options.body) } as RequestInit);
  };
  const bodyOf = async (name: string) => ((await (await shortcut(name)).json()) as Arrival).body;
  const hexOf = (text: string) => hex(new TextEncoder().encode(text));
  try {
    for (const name of ["GET with a query", "POST with a JSON body", "DELETE without a body"]) {
      await assertArrived(await (await shortcut(name)).json(), byName.get(name)!);
    }
    const patch = await shortcut("PATCH, which fetch does not uppercase");
    await patch.body?.cancel();
    assert.equal(patch.status, 400, "a lowercase patch is sent as it is; the server refuses it");
    assert.equal(await bodyOf("a bare PUT: an empty body"), hexOf('""'));
    assert.equal(await bodyOf("binary data"), hexOf('{"0":80,"1":75,"2":3,"3":4,"4":255}'));
  } finally {
    await server.close();
  }
});

/**
 * What the snippet tests share: requests of every body kind (JSON, form, multipart with a JSON
 * part and a file, text, none) written as a description says, the snippets of one client run
 * against an echo server on 127.0.0.1 (JavaScript through Deno with the clients installed, curl
 * and `gh api` through `sh`), and the check that what arrived is what the request options say:
 * method, path and query, every header of the options (`user-agent` included) and the token read
 * from the environment, and the body (bytes, or a multipart body part by part).
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint, type RequestOptions } from "../../mod.ts";
import { compileRoutes, MultipartBody, withRoutes } from "../../src/openapi/mod.ts";
import type { Arrival } from "../_echo.ts";
import type { Loose } from "../_helpers.ts";
import { bodyText, type RequestLike } from "../../playground/snippets/request_text.ts";

const ROOT = new URL("../../", import.meta.url);

/** The token the snippets read from `TOKEN` when they run. */
export const TOKEN = "t0k-$`'\"";

/** A description whose operations take every body kind, served from `base`. */
export function description(base: string): Record<string, unknown> {
  const id = [{
    name: "id",
    in: "path",
    required: true,
    schema: { type: "integer" },
  }];
  const body = (type: string) => ({
    requestBody: { content: { [type]: { schema: {} } } },
  });
  return {
    openapi: "3.1.0",
    info: { title: "Echo", version: "1" },
    servers: [{ url: base }],
    paths: {
      "/pets": {
        get: {
          parameters: [
            { name: "tag", in: "query", schema: { type: "array" } },
            { name: "limit", in: "query", schema: { type: "integer" } },
          ],
        },
        post: body("application/json"),
      },
      "/pets/{id}/form": {
        post: { parameters: id, ...body("application/x-www-form-urlencoded") },
      },
      "/pets/{id}/photo": {
        post: { parameters: id, ...body("multipart/form-data") },
      },
    },
  };
}

/** A case: its name, the route, and the parameters as the page's JSON editor takes them. */
export type Call = [
  name: string,
  route: string,
  params: Record<string, unknown>,
];

/** Calls through {@linkcode description}: query only, JSON, form, multipart. */
export const DESCRIBED_CALLS: Call[] = [
  ["query only", "GET /pets", { tag: ["a b", "é"], limit: 2 }],
  ["a JSON body", "POST /pets", { name: `Zoë's "cat" $HOME`, tags: ["x"] }],
  ["a form body", "POST /pets/{id}/form", {
    id: 7,
    name: "a&b=c",
    tags: ["x", "y"],
  }],
  [
    "a multipart body with a JSON part",
    "POST /pets/{id}/photo",
    {
      id: 7,
      caption: `@/etc/passwd;type=x "q" \\ é`,
      meta: { size: 1 },
      tags: ["a", "b"],
    },
  ],
];

/** The request options of a described call, as the page computes them. */
export function describedOptions(base: string, call: Call): RequestOptions {
  const table = compileRoutes(description(base) as Parameters<typeof compileRoutes>[0]);
  // routes typed by a person, as the page takes them
  const api: Loose = withRoutes(endpoint, table);
  return api(call[1], call[2]);
}

/** GitHub-style requests through `endpoint()`: text bodies, encoded urls, custom headers. */
export function githubRequests(baseUrl: string): [string, RequestOptions][] {
  const api = endpoint.defaults({ baseUrl });
  const repo = { owner: "octocat", repo: "hello" };
  return [
    [
      "GET with a query",
      api("GET /repos/{owner}/{repo}/issues", { ...repo, state: "open" }),
    ],
    [
      "POST JSON with non-ASCII",
      api("POST /repos/{owner}/{repo}/issues", {
        ...repo,
        title: `Zoë's ✓ "fix" $HOME \`x\` %s`,
        labels: ["é"],
      }),
    ],
    [
      "PUT with data text",
      api("PUT /repos/{owner}/{repo}/contents/{path}", {
        ...repo,
        path: "notes.txt",
        data: "line 1\nline 2 é 'q'",
        headers: { "content-type": "text/plain; charset=utf-8" },
      }),
    ],
    [
      "data text under the default JSON content-type",
      api("POST /markdown/raw", { data: " # Hi " }),
    ],
    [
      "PATCH with custom headers and a token",
      api("PATCH /user", {
        bio: "Hi",
        headers: {
          authorization: `token ${TOKEN}`,
          "x-github-api-version": "2022-11-28",
          "if-match": '"etag"',
        },
      }),
    ],
    [
      "a url with encoded characters",
      api("GET /repos/{owner}/{repo}/contents/{path}{?ref}", {
        owner: "o w",
        repo: "r",
        path: "a b/c%d é",
        ref: "x&y=z",
      }),
    ],
    ["PUT with an empty body", api("PUT /user/starred/{owner}/{repo}", repo)],
  ];
}

/** A part of a multipart body: its name, its file name and type when it has them, its text. */
type PartView = [name: string, text: string, filename?: string, type?: string];

async function partsOf(form: FormData): Promise<PartView[]> {
  const parts: PartView[] = [];
  for (const [name, value] of form) {
    parts.push(
      typeof value === "string"
        ? [name, value]
        : [name, await value.text(), value.name, value.type],
    );
  }
  return parts;
}

/**
 * A `MultipartBody`'s parts as a client's `FormData` sends them: a typed text part (JSON) as a
 * `Blob` named `blob` where `typedAsBlob`, else as a field (curl sends it without a file name).
 */
async function expectedParts(body: MultipartBody, typedAsBlob: boolean): Promise<PartView[]> {
  const parts: PartView[] = [];
  for (const { name, headers, value, filename } of body.parts) {
    const type = headers["content-type"];
    if (typeof value !== "string") parts.push([name, await value.text(), filename, type]);
    else if (type !== undefined && typedAsBlob) parts.push([name, value, "blob", type]);
    else parts.push([name, value]);
  }
  return parts;
}

const fromHex = (hex: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array((hex.match(/../g) ?? []).map((byte) => parseInt(byte, 16)));

/**
 * Throws unless `arrival` is what `options` say, with `authorization` (when given) added as the
 * Send block adds it: method uppercase, path and query, every header of the options, the body
 * bytes (a multipart body compared part by part: boundaries differ between clients; its JSON
 * parts arrive as `Blob`s of their type unless `typedAsBlob` is `false`, as from curl).
 */
export async function assertSent(
  arrival: Arrival | undefined,
  options: RequestLike,
  authorization?: string,
  typedAsBlob = true,
): Promise<void> {
  assert.ok(arrival, "the request arrived");
  const url = new URL(options.url);
  assert.equal(arrival.method, options.method.toUpperCase());
  assert.equal(arrival.path, url.pathname + url.search);
  const headers = authorization === undefined
    ? options.headers
    : { ...options.headers, authorization };
  const multipart = options.body instanceof MultipartBody;
  for (const [name, value] of Object.entries(headers)) {
    // a multipart body's boundary is each client's own
    if (multipart && name === "content-type") continue;
    assert.equal(arrival.headers[name], value, `header ${name}`);
  }
  if (multipart || options.body instanceof FormData) {
    const type = String(arrival.headers["content-type"]);
    assert.match(type, /^multipart\/form-data; ?boundary=/);
    const received = await new Response(fromHex(arrival.body), {
      headers: { "content-type": type },
    }).formData();
    const expected = options.body instanceof FormData
      ? await partsOf(options.body)
      : await expectedParts(options.body as MultipartBody, typedAsBlob);
    assert.deepEqual(await partsOf(received), expected);
    return;
  }
  if (options.body instanceof Blob) {
    assert.deepEqual(fromHex(arrival.body), new Uint8Array(await options.body.arrayBuffer()));
    return;
  }
  const text = options.body instanceof URLSearchParams
    ? options.body.toString()
    : bodyText(options);
  assert.equal(new TextDecoder().decode(fromHex(arrival.body)), text ?? "");
}

async function run(
  command: string,
  args: string[],
  cwd: URL,
  env: Record<string, string>,
): Promise<void> {
  const out = await new Deno.Command(command, {
    args,
    cwd,
    env: { TOKEN, ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  assert.equal(
    out.code,
    0,
    `${command} failed: ${text.decode(out.stderr)}${text.decode(out.stdout)}`,
  );
}

/** Where and how {@linkcode runSnippets} runs. */
export interface RunOptions {
  /** The echo server's host, which the `deno` snippet may reach. */
  host?: string;
  /** Files to write beside the snippets, by name. */
  files?: Record<string, Uint8Array>;
  /** More environment variables. */
  env?: Record<string, string>;
  /** The folder's name under `tests/.output/snippets/`; the client's id by default. */
  folder?: string;
}

/**
 * Runs one client's snippets, one after the other, from a folder of `tests/.output/` (which
 * holds the files they read): a JavaScript client's as modules that one module imports in turn
 * (static imports of modules with top-level `await` would run them at the same time), with
 * Deno's permissions for `deno` and all of them for the npm clients; a shell client's through
 * `sh`. Each reads the token from `TOKEN` (and any credential from the variables `env` gives).
 *
 * @param id The client's id.
 * @param snippets The code, in order.
 * @param options Where and how.
 */
export async function runSnippets(
  id: string,
  snippets: string[],
  options: RunOptions = {},
): Promise<void> {
  const { files = {}, env = {} } = options;
  const folder = new URL(`tests/.output/snippets/${options.folder ?? id}/`, ROOT);
  await Deno.remove(folder, { recursive: true }).catch(() => {});
  await Deno.mkdir(folder, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    await Deno.writeFile(new URL(name, folder), bytes);
  }
  if (id === "curl" || id === "gh") {
    const quiet = id === "curl" ? "--silent --output /dev/null" : "> /dev/null";
    for (const code of snippets) await run("sh", ["-c", `${code} ${quiet}`], folder, env);
    return;
  }
  const imports: string[] = [];
  for (const [i, code] of snippets.entries()) {
    await Deno.writeTextFile(new URL(`${i}.js`, folder), code);
    imports.push(`await import("./${i}.js");`);
  }
  await Deno.writeTextFile(new URL("main.js", folder), imports.join("\n") + "\n");
  const flags = id === "deno"
    ? [
      `--allow-net=${options.host}`,
      `--allow-env=${["TOKEN", ...Object.keys(env)].join(",")}`,
      `--allow-read=${folder.pathname}`,
      "--no-config",
    ]
    : ["-A"];
  await run(Deno.execPath(), ["run", ...flags, "main.js"], folder, env);
}

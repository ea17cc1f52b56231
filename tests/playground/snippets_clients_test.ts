/**
 * The page's client snippets, run: each is written to a file as the page shows it and sends a
 * table of requests to an echo server on 127.0.0.1 (JavaScript through Deno with the clients
 * installed, curl and `gh api` through `sh`), which must receive what `toRequest(options)`
 * describes: method, path and query, the headers of the options, body bytes.
 */
import assert from "node:assert/strict";
import { endpoint, type RequestOptions } from "../../mod.ts";
import { type Arrival, assertArrived, echoServer } from "../_echo.ts";
import { CLIENT_SNIPPETS } from "../../playground/snippets/mod.ts";
import type { RequestLike } from "../../playground/request_text.ts";

const OUTPUT = new URL("../.output/snippets/", import.meta.url);
const ROOT = new URL("../../", import.meta.url);

/** The requests every snippet sends. */
function requests(baseUrl: string): [string, RequestOptions][] {
  const api = endpoint.defaults({ baseUrl });
  const repo = { owner: "octocat", repo: "hello" };
  return [
    [
      "GET with a query",
      api("GET /repos/{owner}/{repo}/issues", {
        ...repo,
        state: "open",
        per_page: 2,
      }),
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
      "PATCH with custom headers",
      api("PATCH /user", {
        bio: "Hi",
        headers: {
          authorization: "token t0k",
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

/**
 * Throws unless `arrival` is what `options` describe. The headers compared are the options'
 * own: the `content-type` fetch adds to a text body without one is fetch's, not the request's.
 */
const assertSent = (arrival: Arrival | undefined, options: RequestOptions) =>
  assertArrived(arrival, options, Object.keys(options.headers));

function snippet(id: string, options: RequestOptions): string {
  const code = CLIENT_SNIPPETS.find((c) => c.id === id)!.code(
    options as RequestLike,
  );
  assert.ok(code !== undefined, `${id} has a snippet`);
  return code;
}

/** Fails (never skips) with one line naming the Debian package when `command` is missing. */
async function requireCommand(command: string): Promise<void> {
  const found = await new Deno.Command("sh", { args: ["-c", `command -v ${command}`] }).output();
  assert.ok(
    found.success,
    `${command} is missing: apt-get install -y ${command}, to run this test`,
  );
}

async function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
) {
  const out = await new Deno.Command(command, {
    args,
    env,
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const text = new TextDecoder();
  assert.equal(
    out.code,
    0,
    `${command} failed: ${text.decode(out.stderr)}${text.decode(out.stdout)}`,
  );
}

/**
 * Writes each request's snippet as a module and one module importing them one after the other
 * (static imports of modules with top-level `await` would run them at the same time); runs it.
 */
async function runModules(
  id: string,
  sent: [string, RequestOptions][],
  flags: string[],
) {
  const folder = new URL(`${id}/`, OUTPUT);
  await Deno.mkdir(folder, { recursive: true });
  const imports: string[] = [];
  for (const [i, [, options]] of sent.entries()) {
    await Deno.writeTextFile(new URL(`${i}.js`, folder), snippet(id, options));
    imports.push(`await import("./${i}.js");`);
  }
  const main = new URL("main.js", folder);
  await Deno.writeTextFile(main, imports.join("\n") + "\n");
  await run(Deno.execPath(), ["run", ...flags, main.pathname]);
}

const JAVASCRIPT = CLIENT_SNIPPETS.filter((c) => !["curl", "gh"].includes(c.id));

for (const client of JAVASCRIPT) {
  Deno.test(`the ${client.name} snippet sends what toRequest() describes`, async () => {
    const server = await echoServer();
    try {
      const sent = requests(server.base);
      const host = new URL(server.base).host;
      const flags = client.id === "deno"
        ? [
          `--allow-net=${host}`,
          `--allow-read=${OUTPUT.pathname}`,
          "--no-config",
        ]
        : ["-A"];
      await runModules(client.id, sent, flags);
      assert.equal(server.arrivals.length, sent.length);
      for (const [i, [, options]] of sent.entries()) {
        await assertSent(server.arrivals[i], options);
      }
    } finally {
      await server.close();
    }
  });
}

Deno.test("the curl snippet sends what toRequest() describes", async (t) => {
  await requireCommand("curl");
  const server = await echoServer();
  try {
    for (const [name, options] of requests(server.base)) {
      await t.step(name, async () => {
        await run("sh", [
          "-c",
          snippet("curl", options) + " --silent --output /dev/null",
        ]);
        await assertSent(server.arrivals.at(-1), options);
      });
    }
  } finally {
    await server.close();
  }
});

/**
 * `gh api` for GitHub's own urls, run for real: `GH_HOST=github.localhost` is gh's development
 * host, which it reaches over plain http (`http://api.github.localhost/`), and `HTTP_PROXY`
 * sends that to the echo server, so nothing leaves 127.0.0.1.
 */
Deno.test("the gh api snippet sends what toRequest() describes", async (t) => {
  await requireCommand("gh");
  const server = await echoServer();
  const config = await Deno.makeTempDir({ prefix: "gh-config-" });
  const env = {
    GH_HOST: "github.localhost",
    GH_ENTERPRISE_TOKEN: "gh-token",
    GH_CONFIG_DIR: config,
    GH_NO_UPDATE_NOTIFIER: "1",
    HTTP_PROXY: server.base,
    NO_PROXY: "",
  };
  try {
    for (const [name, options] of requests("https://api.github.com")) {
      await t.step(name, async () => {
        await run("sh", ["-c", snippet("gh", options) + " >/dev/null"], env);
        await assertSent(server.arrivals.at(-1), options);
      });
    }
  } finally {
    await server.close();
    await Deno.remove(config, { recursive: true });
  }
});

Deno.test("the gh api snippet names an Enterprise Server and has none for other hosts", () => {
  const ghe = endpoint("GET /user", { baseUrl: "https://ghe.test/api/v3" });
  assert.equal(
    snippet("gh", ghe).split(" \\\n")[0],
    "gh api --method GET '/user' --hostname 'ghe.test'",
  );
  const other = endpoint("GET /user", { baseUrl: "https://example.test" });
  const gh = CLIENT_SNIPPETS.find((c) => c.id === "gh")!;
  assert.equal(gh.code(other as RequestLike), undefined);
});

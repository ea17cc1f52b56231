/**
 * The page's client snippets, written in Deno from the request options and run: each client's
 * snippets send a table of requests (query only, JSON, form, multipart with a JSON part and a
 * file, text, custom headers, encoded urls) to an echo server on 127.0.0.1, which must receive
 * what the options say, every header and the token read from the environment included. The same
 * runs against snippets read from the built page are in `snippets_browser_test.ts`.
 */
import assert from "node:assert/strict";
import { endpoint, type RequestOptions } from "../../mod.ts";
import { echoServer } from "../_echo.ts";
import {
  authorizationCredential,
  blobTexts,
  CLIENT_SNIPPETS,
  snippetRequest,
} from "../../playground/snippets/mod.ts";
import type { RequestLike } from "../../playground/snippets/request_text.ts";
import { toolTest } from "../_tools.ts";
import {
  assertSent,
  DESCRIBED_CALLS,
  describedOptions,
  githubRequests,
  runSnippets,
  TOKEN,
} from "./_snippet_runs.ts";

/** A file part's bytes: not UTF-8, so that a client that re-encodes it is caught. */
const PHOTO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0x0a]);

/** Every request a client sends, with the `authorization` the Send block adds to it. */
function requests(
  base: string,
): [string, RequestOptions, string | undefined][] {
  const photo = describedOptions(base, [
    "a multipart body with a file",
    "POST /pets/{id}/photo",
    {
      id: 1,
      photo: new File([PHOTO], "cat.png", { type: "image/png" }),
      note: "n",
    },
  ]);
  return [
    ...githubRequests(base).map((
      [name, options],
    ): [string, RequestOptions, undefined] => [
      name,
      options,
      undefined,
    ]),
    ...DESCRIBED_CALLS.map((call): [string, RequestOptions, string] => [
      call[0],
      describedOptions(base, call),
      `Bearer ${TOKEN}`,
    ]),
    ["a multipart body with a file", photo, undefined],
    [
      "a file as the body",
      endpoint("PUT {+base}/pets/1/photo", {
        base,
        data: new File([PHOTO], "cat.png", { type: "image/png" }),
        headers: { "content-type": "image/png" },
      }),
      undefined,
    ],
  ];
}

/** The client's snippet, written as the page writes it (the Send block's token as `$TOKEN`). */
async function snippet(
  id: string,
  options: RequestOptions,
  sentWith = "",
): Promise<string> {
  const request = options as RequestLike;
  const written = snippetRequest(request, {
    credentials: [authorizationCredential(request, sentWith)].filter((c) => c !== undefined),
    texts: await blobTexts(request),
  });
  const code = CLIENT_SNIPPETS.find((c) => c.id === id)!.code(written, request);
  assert.ok(code !== undefined, `${id} has a snippet`);
  return code;
}

for (const client of CLIENT_SNIPPETS.filter((c) => c.id !== "gh")) {
  const needs = client.id === "curl" ? ["curl"] : [];
  const github = client.id === "octokit";
  toolTest(
    `the ${client.name} snippet sends what the request options say`,
    needs,
    async () => {
      const server = await echoServer();
      try {
        // octokit sends text bodies only: the multipart and file ones have no snippet
        const sent = requests(server.base).filter(([, options]) =>
          !github || !(options.body instanceof FormData || options.body instanceof Blob)
        );
        const code = await Promise.all(
          sent.map(([, options, sentWith]) => snippet(client.id, options, sentWith)),
        );
        const host = new URL(server.base).host;
        await runSnippets(client.id, code, { host, files: { "cat.png": PHOTO } });
        assert.equal(server.arrivals.length, sent.length);
        for (const [i, [name, options, sentWith]] of sent.entries()) {
          // curl sends a JSON part as a field, with no file name; FormData cannot
          const typedAsBlob = client.id !== "curl";
          await assertSent(server.arrivals[i], options, sentWith, typedAsBlob).catch((e) => {
            throw new Error(`${name}: ${e.message}`);
          });
        }
      } finally {
        await server.close();
      }
    },
  );
}

/**
 * `gh api` for GitHub's own urls, run for real: `GH_HOST=github.localhost` is gh's development
 * host, which it reaches over plain http (`http://api.github.localhost/`), and `HTTP_PROXY`
 * sends that to the echo server, so nothing leaves 127.0.0.1.
 */
toolTest(
  "the gh api snippet sends what the request options say",
  ["gh"],
  async () => {
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
      const sent = githubRequests("https://api.github.com");
      const code = await Promise.all(
        sent.map(([, options]) => snippet("gh", options)),
      );
      await runSnippets("gh", code, { env });
      for (const [i, [name, options]] of sent.entries()) {
        await assertSent(server.arrivals[i], options).catch((e) => {
          throw new Error(`${name}: ${e.message}`);
        });
      }
    } finally {
      await server.close();
      await Deno.remove(config, { recursive: true });
    }
  },
);

Deno.test("the gh api snippet names an Enterprise Server and has none for other hosts", async () => {
  const ghe = endpoint("GET /user", { baseUrl: "https://ghe.test/api/v3" });
  assert.equal(
    (await snippet("gh", ghe)).split(" \\\n")[0],
    "gh api --method GET '/user' --hostname 'ghe.test'",
  );
  const other = endpoint("GET /user", {
    baseUrl: "https://example.test",
  }) as RequestLike;
  const gh = CLIENT_SNIPPETS.find((c) => c.id === "gh")!;
  assert.equal(gh.code(snippetRequest(other), other), undefined);
});

Deno.test("no snippet holds the token itself: it is read from the environment", async () => {
  const options = githubRequests("https://api.github.com")[4][1];
  for (const client of CLIENT_SNIPPETS) {
    const code = await snippet(client.id, options);
    assert.ok(!code.includes("t0k"), `${client.id} quotes the token`);
    assert.match(code, /TOKEN/, `${client.id} reads TOKEN`);
  }
});

import assert from "node:assert/strict";
import { curlArguments, curlCommand, curlSnippet } from "../../playground/snippets/curl_command.ts";
import type { RequestLike } from "../../playground/snippets/request_text.ts";
import { shellQuote } from "../../playground/snippets/shell_quote.ts";
import {
  type Credential,
  snippetRequest,
  type Value,
} from "../../playground/snippets/snippet_request.ts";

/** The token the commands read from `TOKEN`, with every character a shell treats specially. */
const TOKEN = "t0k '$HOME' \"x\" `id`";

/** A word as the shell gives it to curl: its pieces, `TOKEN` read as the shell reads it. */
const resolve = (word: Value): string =>
  word.map((piece) => typeof piece === "string" ? piece : TOKEN).join("");

/** argv of curl for the request, as {@linkcode curlArguments} describes it. */
function argv(request: RequestLike, credentials: Credential[] = []): string[] {
  return curlArguments(snippetRequest(request, { credentials })).flat().map(
    resolve,
  );
}

/** Shells to run the commands through: POSIX `sh` (dash on Debian) and bash when present. */
const SHELLS = ["/bin/sh", "/bin/bash"].filter((path) => {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
});

/** Runs `script` after defining a fake `curl` that prints each argument NUL-terminated. */
async function argvOf(shell: string, command: string): Promise<string[]> {
  const fake = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n`;
  const { code, stdout, stderr } = await new Deno.Command(shell, {
    args: ["-c", fake + command],
    stdout: "piped",
    stderr: "piped",
    env: { HOME: "/home/nobody", PATH: "/usr/bin:/bin", TOKEN },
  }).output();
  assert.equal(code, 0, new TextDecoder().decode(stderr));
  const out = new TextDecoder().decode(stdout);
  assert.ok(out.endsWith("\0"), JSON.stringify(out));
  return out.slice(0, -1).split("\0");
}

const NASTY = [
  "plain",
  "",
  "two words",
  "it's",
  "''",
  "'\\''",
  'double "quotes"',
  "$HOME ${HOME} $(id) $((1+1))",
  "`id`",
  "back\\slash\\",
  "new\nline\n\n",
  "tab\tand\rcarriage",
  "glob * ? [a-z] {a,b} ~ ~root",
  "semi; pipe | amp & redirect > < !history #comment",
  "unicode é 😀 \u2028",
  "-not-an-option",
  "@/etc/passwd",
];

Deno.test("shellQuote() makes any text exactly one shell word", async () => {
  for (const shell of SHELLS) {
    const command = "curl " + NASTY.map(shellQuote).join(" ");
    assert.deepEqual(await argvOf(shell, command), NASTY, shell);
  }
});

const REQUESTS: [string, RequestLike][] = [
  ["GET with an accept header", {
    method: "get",
    url: "https://api.github.com/repos/octocat/hello-world/issues?state=open&labels=bug%2Cui",
    headers: { accept: "application/vnd.github.v3+json", "user-agent": "x-endpoint.js/0.1.0" },
  }],
  ["POST with a JSON body holding quotes, $, backticks and newlines", {
    method: "post",
    url: "https://api.github.com/repos/o/r/issues",
    headers: { "content-type": "application/json; charset=utf-8" },
    body: { title: `it's "$HOME" \`id\``, body: "line 1\nline 2\n\n  indented\\n", n: 1 },
  }],
  ["a header value with quotes, spaces and $", {
    method: "get",
    url: "https://h.test/x",
    headers: { authorization: "token '$SECRET' \"x\" `y`", "x-spaces": "  a  b  " },
  }],
  ["an empty header value", { method: "get", url: "https://h.test/", headers: { "x-empty": "" } }],
  ["a raw string body starting with @ and holding newlines", {
    method: "post",
    url: "https://uploads.github.com/a?name=x.txt&label=it%27s",
    headers: { "content-type": "text/plain" },
    body: "@/etc/passwd\n'quoted'\n$PATH\n",
  }],
  ["PUT with an empty body and no content-type", {
    method: "put",
    url: "https://api.github.com/user/starred/o/r",
    headers: {},
    body: "",
  }],
  ["HEAD", { method: "head", url: "https://h.test/", headers: {} }],
  ["PATCH with a url curl would glob", {
    method: "patch",
    url: "https://h.test/a[1]/{b}",
    headers: { "content-type": "application/json" },
    body: { a: null },
  }],
];

Deno.test("curlCommand() gives curl exactly its arguments under sh and bash", async (t) => {
  for (const [name, request] of REQUESTS) {
    await t.step(name, async () => {
      const command = curlCommand(request);
      for (const shell of SHELLS) {
        assert.deepEqual(await argvOf(shell, command), argv(request), shell);
      }
    });
  }
});

Deno.test("curlArguments() maps the request onto curl's options", () => {
  assert.deepEqual(argv(REQUESTS[1][1]), [
    "--request",
    "POST",
    "https://api.github.com/repos/o/r/issues",
    "--header",
    "content-type: application/json; charset=utf-8",
    "--data-raw",
    JSON.stringify(REQUESTS[1][1].body),
  ]);
  assert.deepEqual(argv(REQUESTS[3][1]), [
    "https://h.test/",
    "--header",
    "x-empty;",
  ]);
  assert.deepEqual(argv(REQUESTS[5][1]), [
    "--request",
    "PUT",
    "https://api.github.com/user/starred/o/r",
    "--header",
    "content-type:",
    "--data-raw",
    "",
  ]);
  assert.deepEqual(argv(REQUESTS[6][1]), ["--head", "https://h.test/"]);
  assert.deepEqual(argv(REQUESTS[7][1]).slice(0, 3), ["--request", "PATCH", "--globoff"]);
});

Deno.test("curlCommand() puts method and url on the first line and one option per line", () => {
  assert.equal(
    curlCommand(REQUESTS[1][1]).split("\n")[0],
    "curl --request 'POST' 'https://api.github.com/repos/o/r/issues' \\",
  );
  assert.equal(
    curlCommand({ method: "get", url: "https://h.test/", headers: { a: "1", b: "2" } }),
    "curl 'https://h.test/' \\\n  --header 'a: 1' \\\n  --header 'b: 2'",
  );
});

Deno.test("curlSnippet() reads a token from the environment, in a header, the query or a cookie", async () => {
  const request = { method: "get", url: "https://h.test/a?b=1#top", headers: { cookie: "c=1" } };
  const credentials: Credential[] = [
    { in: "header", name: "authorization", prefix: "Bearer ", variable: "TOKEN" },
    { in: "query", name: "api key", variable: "TOKEN" },
    { in: "cookie", name: "session", variable: "TOKEN" },
  ];
  // each alone, then all three at once (an operation may ask for several)
  for (
    const given of [
      ...credentials.map((credential) => [credential]),
      credentials,
    ]
  ) {
    const command = curlSnippet(
      snippetRequest(request, { credentials: given }),
    );
    assert.ok(!command.includes("t0k"), command);
    for (const shell of SHELLS) {
      assert.deepEqual(
        await argvOf(shell, command),
        argv(request, given),
        shell,
      );
    }
  }
  assert.deepEqual(argv(request, [credentials[0]]).slice(-2), [
    "--header",
    `authorization: Bearer ${TOKEN}`,
  ]);
  assert.equal(
    argv(request, [credentials[1]])[0],
    `https://h.test/a?b=1&api%20key=${TOKEN}#top`,
  );
  assert.deepEqual(argv(request, [credentials[2]]).slice(-1), [
    `cookie: c=1; session=${TOKEN}`,
  ]);
});

Deno.test("curlSnippet() sends a multipart body part by part, reading nothing into a text", async () => {
  const body = new FormData();
  body.append("caption", '@/etc/passwd;type=x "q"');
  body.append("meta", new Blob(['{"a":"\\ \\"x\\""}'], { type: "application/json" }));
  body.append("photo", new File(["png"], 'c"a;t.png', { type: "image/png" }));
  const request = { method: "post", url: "https://h.test/", headers: {}, body };
  const texts = new Map([[body.get("meta") as Blob, '{"a":"\\ \\"x\\""}']]);
  const command = curlSnippet(snippetRequest(request, { texts }));
  const args = curlArguments(snippetRequest(request, { texts })).flat().map(resolve);
  for (const shell of SHELLS) assert.deepEqual(await argvOf(shell, command), args, shell);
  assert.deepEqual(args.slice(3), [
    "--form-string",
    'caption=@/etc/passwd;type=x "q"',
    "--form",
    'meta="{\\"a\\":\\"\\\\ \\\\\\"x\\\\\\"\\"}";type=application/json;filename=blob',
    "--form",
    'photo=@"c\\"a;t.png";type=image/png',
  ]);
});

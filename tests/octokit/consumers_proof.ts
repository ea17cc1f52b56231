/**
 * The octokit-shaped package under octokit itself: the published `@octokit/core`,
 * `@octokit/request` and plugins, installed by npm with `overrides` as docs/moving-from-octokit.md
 * says (`tests/octokit/_consumers.ts`), driven through their public API in Node, against the same
 * projects on `@octokit/endpoint`. Run by `deno task test:octokit` (it installs from npm); named
 * apart from `*_test.ts` so that `deno task test` leaves it out.
 *
 * @module
 */
import assert from "node:assert/strict";
import { type ConsumerProject, consumerProject, runPart } from "./_consumers.ts";
import type { Failure, Recorded } from "./_harness/consumer.ts";
import { lastLines, runCommand } from "../release/_process.ts";

interface Sampled {
  route: string;
  parameters: [string, unknown][];
  request?: Recorded;
  error?: Failure;
}

/**
 * The README row (src/octokit/README.md) a request differs by, or `undefined` when octokit's
 * request is not ours with that difference: `undefined in {?a,b}`, where octokit leaves a `&`
 * for each variable not given (`?name=a&`, `?&b=2`).
 */
function documentedDifference(octokit: Recorded, ours: Recorded): string | undefined {
  const url = octokit.url.replace(/\?&+/, "?").replace(/&&+/g, "&").replace(/[?&]+$/, "");
  if (url !== octokit.url) {
    assert.deepEqual({ ...octokit, url }, ours, "only the stray & differ");
    return "undefined in `{?a,b}`";
  }
  return undefined;
}

const engines = () => Promise.all([consumerProject("octokit"), consumerProject("ours")]);

Deno.test("the mix's calls through plugin-rest-endpoint-methods reach fetch as with @octokit/endpoint", async () => {
  const [octokit, ours] = await engines();
  const [theirs, mine] = await Promise.all(
    [octokit, ours].map((project) => runPart<Sampled[]>(project, "sample")),
  );
  assert.equal(mine.length, theirs.length);
  const differences: Record<string, number> = {};
  for (const [i, call] of theirs.entries()) {
    const label = `call ${i}: ${call.route} ${JSON.stringify(call.parameters)}`;
    assert.equal(mine[i].route, call.route);
    assert.equal(call.error, undefined, `${label}: octokit failed`);
    assert.equal(mine[i].error, undefined, `${label}: ours failed`);
    const [a, b] = [call.request!, mine[i].request!];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const row = documentedDifference(a, b);
    assert.ok(row, `${label}\n octokit: ${JSON.stringify(a)}\n ours:    ${JSON.stringify(b)}`);
    differences[row] = (differences[row] ?? 0) + 1;
  }
  // What the sample covers: routes, methods, previews, uploads and `data` bodies.
  const routes = new Set(theirs.map((call) => call.route));
  assert.ok(routes.size >= 300, `${routes.size} routes`);
  const methods = new Set(theirs.map((call) => call.request!.method));
  assert.deepEqual([...methods].sort(), ["DELETE", "GET", "PATCH", "POST", "PUT"]);
  const given = (key: string) =>
    theirs.filter((call) => call.parameters.some(([name]) => name === key));
  const previews = given("mediaType").filter((call) =>
    JSON.stringify(call.parameters).includes('"previews"')
  );
  assert.ok(previews.length > 0, "calls with previews");
  const uploads = theirs.filter((call) => call.request!.url.startsWith("https://uploads."));
  assert.ok(
    uploads.length > 0 && uploads.every((call) => call.request!.body?.startsWith("bytes:")),
  );
  assert.ok(given("data").length > uploads.length, "data bodies besides uploads");
  // Every difference is a listed one, and only the listed ones occur.
  assert.deepEqual(Object.keys(differences), ["undefined in `{?a,b}`"]);
  console.log(
    `${theirs.length} calls over ${routes.size} routes: ` +
      `${theirs.length - differences["undefined in `{?a,b}`"]} the same request, ` +
      `${differences["undefined in `{?a,b}`"]} differ by "undefined in {?a,b}"`,
  );
});

Deno.test("a PATCH arrives as PATCH at a Node server on 127.0.0.1", async () => {
  for (const project of await engines()) {
    const result = await runPart(project, "patch");
    assert.deepEqual(result, { status: 200, data: { method: "PATCH", url: "/repos/o/r" } });
  }
});

Deno.test("a failed HEAD keeps its message", async () => {
  for (const project of await engines()) {
    const result = await runPart(project, "head");
    assert.deepEqual(result, { error: { name: "HttpError", message: "Not Found", status: 404 } });
  }
});

Deno.test(".paginate() over 3 pages with plugin-throttling: the same items, read as GET", async () => {
  const [octokit, ours] = await engines();
  type Paged = { items: unknown[]; ms: number; methods: string[] };
  const [theirs, mine] = [
    await runPart<Paged>(octokit, "paginate"),
    await runPart<Paged>(ours, "paginate"),
  ];
  assert.equal(theirs.items.length, 6);
  assert.deepEqual(mine.items, theirs.items);
  // plugin-throttling sends what is not GET or HEAD through its write limiter, one a second.
  assert.deepEqual(mine.methods, ["GET", "GET", "GET"]);
  assert.deepEqual(mine.methods, theirs.methods);
  // Two waits of the write limiter would add 2 s; the machine's load adds to both sides alike.
  assert.ok(mine.ms < theirs.ms + 1500, `3 pages took ${mine.ms} ms (octokit: ${theirs.ms} ms)`);
  console.log(`3 pages: ${mine.ms} ms (octokit: ${theirs.ms} ms)`);
});

Deno.test("before and wrap hooks see the same options as with @octokit/endpoint", async () => {
  const [theirs, mine] = await Promise.all(
    (await engines()).map((project) => runPart<{ name: string }[]>(project, "hooks")),
  );
  assert.equal(mine.length, theirs.length);
  for (const [i, call] of theirs.entries()) {
    if (call.name === "repos.uploadReleaseAsset") {
      // `{?name,label}` without a label: octokit's url ends in `&` (a listed difference).
      const { requests, ...seen } = call as unknown as { requests: Recorded[] };
      const { requests: ours, ...mineSeen } = mine[i] as unknown as { requests: Recorded[] };
      assert.deepEqual(mineSeen, seen);
      assert.equal(documentedDifference(requests[0], ours[0]), "undefined in `{?a,b}`");
    } else assert.deepEqual(mine[i], call, call.name);
  }
});

/** Type-checks `files` in `project` with the repository's tsc; returns its output on failure. */
async function tsc(
  project: ConsumerProject,
  files: Record<string, string>,
  compilerOptions: Record<string, unknown>,
): Promise<string> {
  const dir = await Deno.makeTempDir({ dir: project.dir, prefix: "types-" });
  for (const [name, text] of Object.entries(files)) {
    await Deno.writeTextFile(`${dir}/${name}`, text);
  }
  const tsconfig = {
    compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, ...compilerOptions },
    files: Object.keys(files),
  };
  await Deno.writeTextFile(`${dir}/tsconfig.json`, JSON.stringify(tsconfig));
  const output = await runCommand("node", [
    `${project.root}/node_modules/typescript/bin/tsc`,
    "-p",
    dir,
  ], {
    cwd: dir,
  });
  return output.code === 0 ? "" : lastLines(output, 30);
}

Deno.test("tsc: the package in place of @octokit/endpoint is an @octokit/types EndpointInterface", async () => {
  const project = await consumerProject("ours");
  const consumer = `
import type { EndpointInterface } from "@octokit/types";
import { endpoint } from "@octokit/endpoint";
import { endpoint as lowercase } from "@x/endpoint";

const github: EndpointInterface = endpoint;
const enterprise: EndpointInterface<{ baseUrl: string }> = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
const method: "GET" | "PATCH" | "POST" | "PUT" | "DELETE" | "HEAD" = github("GET /user").method;
// @ts-expect-error: the main package's methods are lowercase, which octokit's types refuse
const refused: EndpointInterface = lowercase;
export { enterprise, method, refused };
`;
  const options = { module: "nodenext", moduleResolution: "nodenext", target: "es2022" };
  assert.equal(await tsc(project, { "consumer.ts": consumer }, options), "");
});

Deno.test('tsc with moduleResolution "node" finds the types of every entry point of both packages', async () => {
  const project = await consumerProject("ours");
  const consumer = `
import { endpoint } from "@x/endpoint";
import { parseTemplate } from "@x/endpoint/uri-template";
import { compileRoutes } from "@x/endpoint/openapi";
import { endpoint as shaped } from "@x/endpoint/octokit";
import { endpoint as octokit, EndpointError } from "@x/endpoint-octokit";

const a: string = endpoint("GET /x").url;
const b: readonly string[] = parseTemplate("/x{?y}").variables;
const c: "GET" | "PATCH" | "POST" | "PUT" | "DELETE" | "HEAD" = shaped("GET /x").method;
const d: string = octokit("GET /x").url;
const e: string = new EndpointError("INVALID_URL", "m").code;
export { a, b, c, compileRoutes, d, e };
`;
  const options = { module: "commonjs", moduleResolution: "node", target: "es2022" };
  assert.equal(await tsc(project, { "consumer.ts": consumer }, options), "");
});

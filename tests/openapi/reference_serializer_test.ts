/**
 * The validator suites' exclusions are not our fault: every operation excluded for a reason of
 * the validator or of the description is built again, from the same generated values, by a
 * reference serialiser (ReadMe's `@readme/oas-to-har`, sent with ReadMe's `fetch-har`) and sent
 * to the same `express-openapi-validator` app, which must reject it too, or read back a
 * different value, in the way its reason says (`SIGNATURES`). An excluded operation that the
 * reference gets accepted and read back is listed in `KNOWN_DIFFERENCES` with the cause, and must
 * stay accepted, so that the list stays true.
 *
 * An exclusion for a reason of the value generator (json-schema-faker) has no reference case:
 * the generated values themselves break the schema (or the generator stops), so every
 * serialiser sends what the validator rejects, and it proves nothing about a serialiser.
 */
import assert from "node:assert/strict";
import { description, directoryPaths } from "../../scripts/descriptions.ts";
import { DIRECTORY_FILES, DIRECTORY_START } from "./_directory_selection.ts";
import type { Json } from "./_operations.ts";
import { ReferenceSerializer } from "./_reference_har.ts";
import { EXCLUDED, EXCLUDED_START } from "./_validator_exclusions.ts";
import { readAnswer, runCalls, type Sender } from "./_validator_run.ts";

/**
 * What the reference's failure looks like, per reason (the start of its text): the validator's
 * error, or the value read back differently, that the reason names.
 */
const SIGNATURES: [reason: string, failure: RegExp][] = [
  ["description unsatisfiable: the path holds `#`", /\(sent \S*#/],
  ["description: the path key holds `#`", /\(sent \S*#/],
  ["description unsatisfiable: a GET with a request body", /GET\/HEAD method cannot have body/],
  ["description: /attestations/{subject_digest}", /^405 GET method not allowed/],
  ["description: /giftcardproviders/{giftCardProviderID}", /^405 GET method not allowed/],
  ["description: the default of the array parameter `access`", /query\/access must be array/],
  ["description: an object schema for an application/octet-stream", /read \{"base64":/],
  ["description: an object schema (`format: file`)", /request\/body must be object/],
  ["validator: a path parameter whose name holds `-`", /^404 not found/],
  ["validator: it ignores the path of an operation-level server", /^404 not found/],
  ["validator: a Google-style path", /^405 POST method not allowed/],
  ["validator: a path parameter followed by text", /must have required property 'date'/],
  ["validator: the path parameter is a oneOf", /params\/\w+ must match exactly one schema/],
  ["validator: a simple-style object path", /params\/object must be object/],
  ["validator: a matrix-style object path", /params\/object must be object/],
  ["validator: a label-style object path", /params\/object must be object/],
  ["validator: a matrix-style array path", /has incorrect value 'matrix' for \[array\]/],
  ["validator: a label-style array path", /has incorrect value 'label' for \[array\]/],
  ["validator: a cookie array with no `style`", /has incorrect value 'undefined'/],
  ["validator: a header array with no `style`", /has incorrect value 'undefined'/],
  ["validator: an exploded header array", /headers array: sent \[.*, read \["[^"]*"\]/],
  ["validator: the object field goes as a JSON part", /object(: sent .*read undefined| must be)/],
  [
    "validator: it reads an object field of a multipart",
    /object(: sent .*read undefined| must be)/,
  ],
  ["validator: the upload handler reads multipart", /field track\[\w+\]: sent .*read undefined/],
  ["validator: a deepObject parameter the call leaves out", /fewer than 1 properties/],
  ["validator: deepObject is read one level deep", /request\/query\/\w+\/\w+/],
  ["validator: it checks a Content-Type header", /required property 'content-type'/],
];

/** Per suite, the excluded routes the reference gets accepted and read back, with the cause. */
const KNOWN_DIFFERENCES: Record<string, Record<string, string>> = {
  "api/azure.com/cognitiveservices-ContentModerator.json": {
    "POST /contentmoderator/review/v1.0/teams/{teamName}/jobs": "ours: we send " +
      "`content-type: application/json; charset=utf-8`, the reference the bare media type; " +
      "the validator checks the described Content-Type header parameter (which OpenAPI says to " +
      "ignore) against its enum [application/json, image/jpeg], which only the bare type is in",
  },
};

/** One validator suite's description, with its exclusions and the values' start. */
interface Suite {
  name: string;
  load: () => Promise<Json>;
  excluded: Record<string, string>;
  start: number;
}

const SUITES: Suite[] = [
  ...Object.entries(EXCLUDED).map(([name, excluded]) => ({
    name,
    load: () => description(name as keyof typeof EXCLUDED),
    excluded,
    start: EXCLUDED_START,
  })),
  ...Object.entries(DIRECTORY_FILES).map(([file, { excluded }]) => ({
    name: file,
    load: async () => JSON.parse(await Deno.readTextFile((await directoryPaths([file]))[0])),
    excluded,
    start: DIRECTORY_START,
  })),
];

/** Whether an exclusion's reason is the value generator's (it has no reference case). */
function isGenerators(reason: string): boolean {
  return reason.startsWith("generator:");
}

function signature(reason: string): RegExp | undefined {
  return SIGNATURES.find(([start]) => reason.startsWith(start))?.[1];
}

/** Builds each call with `@readme/oas-to-har` and sends it with `fetch-har`. */
function referenceSender(document: Json): Sender {
  const reference = new ReferenceSerializer(document);
  return async (operation, call, origin) => {
    let har;
    try {
      har = reference.har(operation, call);
    } catch (error) {
      return { problem: `@readme/oas-to-har threw ${error}` };
    }
    let answered;
    try {
      answered = await reference.send(har, origin);
    } catch (error) {
      return { problem: `fetch-har threw ${error}` };
    }
    return await readAnswer(answered.response, har.method, answered.sent);
  };
}

Deno.test("every reason an operation is excluded for, but the generator's, has a signature", () => {
  const reasons = SUITES.flatMap((suite) => Object.values(suite.excluded))
    .filter((reason) => !isGenerators(reason));
  assert.deepEqual([...new Set(reasons.filter((reason) => !signature(reason)))], []);
});

for (const suite of SUITES) {
  const routes = Object.keys(suite.excluded).filter((r) => !isGenerators(suite.excluded[r]));
  if (routes.length === 0) continue;
  Deno.test(`the reference serialiser fails each excluded operation of ${suite.name} for its reason`, async () => {
    const document = await suite.load();
    const sender = referenceSender(document);
    const outcomes = await runCalls(document, sender, suite.start, new Set(routes));
    assert.deepEqual(outcomes.map((o) => o.route).sort(), routes.sort(), "every route ran");
    const known = KNOWN_DIFFERENCES[suite.name] ?? {};
    const unlike = outcomes.filter(({ route, problems }) =>
      route in known
        ? problems.length > 0
        : !signature(suite.excluded[route])?.test(problems.join("; "))
    );
    assert.deepEqual(
      unlike.map(({ route, problems }) => `${route}: ${problems.join("; ") || "accepted"}`),
      [],
      "the reference fails each excluded operation as its reason says; each known difference " +
        "is accepted",
    );
    const rejected = outcomes.filter((o) => o.problems.length > 0).length;
    console.log(`${suite.name}: the reference failed ${rejected} of ${outcomes.length}`);
  });
}

Deno.test("every known difference names an excluded operation", () => {
  const stale = Object.entries(KNOWN_DIFFERENCES).flatMap(([name, routes]) =>
    Object.keys(routes).filter((route) =>
      !(route in (SUITES.find((suite) => suite.name === name)?.excluded ?? {}))
    )
  );
  assert.deepEqual(stale, []);
});

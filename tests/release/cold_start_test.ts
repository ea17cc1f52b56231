import assert from "node:assert/strict";
/**
 * What cold start promises that does not depend on the machine's load: the first call that passes
 * `headers` never reads `globalThis.Headers`. The import time itself is a benchmark, measured
 * against `@octokit/endpoint` by `deno task bench` (`scripts/cold_start.ts`), never in a test.
 */
import { firstHeadersCall } from "../../scripts/cold_start.ts";
import { installedPackage } from "./_install.ts";

Deno.test("endpoint() given headers in Node never reads globalThis.Headers, which loads Node's fetch", async () => {
  const pkg = await installedPackage();
  const target = { specifier: pkg.name, cwd: pkg.project };
  // The watch on the getter sees a read: reading it directly is reported.
  assert.equal((await firstHeadersCall(target, true)).headersRead, true);
  const call = await firstHeadersCall(target);
  assert.equal(call.headersRead, false, "importing or calling endpoint() read Headers");
  console.log(`  first endpoint() call with headers: ${call.milliseconds.toFixed(2)} ms`);
});

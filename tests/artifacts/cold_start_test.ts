import assert from "node:assert/strict";
import {
  comparison,
  firstHeadersCall,
  installFromNpm,
  medianImportTimes,
  octokitPackage,
  withinTarget,
} from "../../scripts/cold_start.ts";
import { installedPackage } from "./_install.ts";

/** Fresh `node` processes per package; about 50 ms each. */
const RUNS = 21;

Deno.test("Node imports the npm package in at most 1.2× the CPU time of @octokit/endpoint's, or 5 ms more", async () => {
  const pkg = await installedPackage();
  const octokit = await installFromNpm([await octokitPackage(pkg.root)]);
  try {
    const [ours, theirs] = await medianImportTimes([
      { specifier: pkg.name, cwd: pkg.project },
      { specifier: "@octokit/endpoint", cwd: octokit },
    ], RUNS);
    console.log(`  import, median of ${RUNS} processes each, ours vs @octokit/endpoint's:`);
    console.log(`    wall: ${comparison(ours.wall, theirs.wall)}`);
    console.log(`    CPU:  ${comparison(ours.cpu, theirs.cpu)}`);
    assert.ok(withinTarget(ours.cpu, theirs.cpu), `CPU ${comparison(ours.cpu, theirs.cpu)}`);
  } finally {
    await Deno.remove(octokit, { recursive: true });
  }
});

Deno.test("endpoint() given headers in Node never reads globalThis.Headers, which loads Node's fetch", async () => {
  const pkg = await installedPackage();
  const target = { specifier: pkg.name, cwd: pkg.project };
  // The watch on the getter sees a read: reading it directly is reported.
  assert.equal((await firstHeadersCall(target, true)).headersRead, true);
  const call = await firstHeadersCall(target);
  assert.equal(call.headersRead, false, "importing or calling endpoint() read Headers");
  console.log(`  first endpoint() call with headers: ${call.milliseconds.toFixed(2)} ms`);
});

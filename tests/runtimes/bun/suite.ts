/**
 * The Bun suite: runs the behaviour table against the esbuild bundle and prints one JSON line
 * of counts.
 *
 * Bundled to `dist/runtimes/bun_suite.mjs` with `@x/endpoint` left external, so Bun resolves it
 * like an installed package: `dist/runtimes/node_modules/@x/endpoint/` holds the bundle.
 *
 * @module
 */
import assert from "node:assert/strict";
import * as lib from "@x/endpoint";
import { checkToRequest, runTable } from "../shared/entry.ts";

const report = await runTable(lib, assert.deepStrictEqual, {
  "toRequest() builds a Bun Request with an uppercase method and a JSON body": () =>
    checkToRequest(lib),
});
console.log(JSON.stringify(report));

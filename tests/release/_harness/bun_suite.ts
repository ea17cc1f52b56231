/**
 * The Bun suite, bundled to `bun_suite.mjs` with the package left external: runs the behaviour
 * table against the package that `npm install` put in `node_modules/` and prints one JSON line
 * of counts.
 *
 * @module
 */
import assert from "node:assert/strict";
import * as lib from "@x/endpoint";
import * as templates from "@x/endpoint/uri-template";
import { checkToRequest, checkUriTemplate, type FullLibrary, runTable } from "./table.ts";

const report = await runTable(lib, assert.deepStrictEqual, {
  "toRequest() builds a Bun Request with an uppercase method and a JSON body": () =>
    checkToRequest(lib),
  "@x/endpoint/uri-template expands templates and shares the EndpointError class": () =>
    checkUriTemplate(lib, templates as unknown as FullLibrary),
});
console.log(JSON.stringify(report));

/**
 * Where the time of one `endpoint()` call goes, on the list-issues case: the whole call, then
 * `merge()` alone, `parse()` alone on merged options written out by hand (what `merge()` returns,
 * as `@octokit/request` hands it over), and the url template's expansion alone. Only the public
 * API is used, so the stages stay measurable whatever the internals become. Every call gets new
 * objects.
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { parseTemplate } from "@x/endpoint/uri-template";
import { bench } from "./_bench.ts";
import { CALLS } from "./_calls.ts";

const [LIST_ISSUES] = CALLS;
const ROUTE = `${LIST_ISSUES.method} ${LIST_ISSUES.url}`;
const TEMPLATE = parseTemplate(LIST_ISSUES.url);
const { accept, "user-agent": userAgent } = endpoint.DEFAULTS.headers as Record<string, string>;

/** Merged options for list issues, as `merge()` builds them, in a new object every time. */
function merged(): Record<string, unknown> {
  return {
    method: "GET",
    baseUrl: "https://api.github.com",
    headers: { accept, "user-agent": userAgent },
    mediaType: { format: "", previews: [] },
    url: LIST_ISSUES.url,
    ...LIST_ISSUES.parameters(),
  };
}

assert.deepStrictEqual(endpoint.parse(merged()), endpoint(ROUTE, LIST_ISSUES.parameters()));
assert.deepStrictEqual(endpoint.merge(ROUTE, LIST_ISSUES.parameters()), merged());

/** The group's name, as the report looks it up. */
export const GROUP = "stages: list issues";

bench({
  group: GROUP,
  name: "endpoint()",
  baseline: true,
  call: () => endpoint(ROUTE, LIST_ISSUES.parameters()),
});
bench({
  group: GROUP,
  name: "merge() only",
  call: () => endpoint.merge(ROUTE, LIST_ISSUES.parameters()),
});
bench({ group: GROUP, name: "parse() only", call: () => endpoint.parse(merged()) });
bench({
  group: GROUP,
  name: "url template expand only",
  call: () => TEMPLATE.expand(LIST_ISSUES.parameters()),
});

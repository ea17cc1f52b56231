/**
 * Where the time of one `endpoint()` call goes, on the list-issues case: the whole call, then
 * `merge()` alone, `parse()` alone on pre-merged options, and the url template's expansion alone.
 * Only the public API is used, so the stages stay measurable whatever the internals become.
 *
 * @module
 */
import { endpoint } from "@x/endpoint";
import { parseTemplate } from "@x/endpoint/uri-template";
import { bench } from "./_bench.ts";

const ROUTE = "GET /repos/{owner}/{repo}/issues";
const PARAMS = {
  owner: "octokit",
  repo: "rest.js",
  state: "open",
  labels: "bug,ui",
  per_page: 100,
};
const MERGED = endpoint.merge(ROUTE, PARAMS);
const TEMPLATE = parseTemplate("/repos/{owner}/{repo}/issues");

/** The group's name, as the report looks it up. */
export const GROUP = "stages: list issues";

bench({ group: GROUP, name: "endpoint()", baseline: true, call: () => endpoint(ROUTE, PARAMS) });
bench({ group: GROUP, name: "merge() only", call: () => endpoint.merge(ROUTE, PARAMS) });
bench({ group: GROUP, name: "parse() only", call: () => endpoint.parse(MERGED) });
bench({ group: GROUP, name: "url template expand only", call: () => TEMPLATE.expand(PARAMS) });

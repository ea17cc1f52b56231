/**
 * Scaling: how the cost grows with the number of parameters (`endpoint()`, ours and octokit)
 * and with the size of the template (pre-parsed expansion, ours and the two peers that can
 * compile a template). Sizes are 1, 10 and 100; each size is its own group. Every call gets a new
 * parameters object. The cases are measured in rounds (`benchInRounds`), so each ratio compares two
 * sides measured within a second.
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint as ours } from "@x/endpoint";
import { endpoint as octokit } from "@octokit/endpoint";
import { parseTemplate } from "@x/endpoint/uri-template";
import { parseTemplate as urlTemplateParse } from "url-template";
import UriTemplate from "uritemplate";
import { type AnyEndpoint, assertSameRequest } from "./_agree.ts";
import { type BenchCase, benchInRounds, fresh } from "./_bench.ts";

/** The sizes measured, for parameters and for template expressions alike. */
export const SIZES = [1, 10, 100] as const;

const OURS = ours as unknown as AnyEndpoint;
const OCTOKIT = octokit as unknown as AnyEndpoint;

const cases: BenchCase[] = [];
for (const size of SIZES) {
  // `size` query parameters on top of the two url variables.
  const entries: [string, unknown][] = [["owner", "octokit"], ["repo", "rest.js"]];
  for (let i = 0; i < size; i++) entries.push([`filter_${i}`, i % 2 ? i : `value ${i}`]);
  const params = fresh(entries);
  const route = "GET /repos/{owner}/{repo}/issues";
  assertSameRequest(`${size} parameters`, OURS(route, params()), OCTOKIT(route, params()), {
    ignoreUserAgent: true,
  });
  const group = `scale: endpoint(), ${size} query parameter${size === 1 ? "" : "s"}`;
  cases.push({ group, name: "ours", baseline: true, call: () => OURS(route, params()) });
  cases.push({ group, name: "octokit", call: () => OCTOKIT(route, params()) });
}

for (const size of SIZES) {
  // A template of `size` expressions, cycling through the operators a REST url uses.
  const kinds: [open: string, name: string][] = [
    ["/{", "segment"],
    ["{/", "path"],
    ["{.", "ext"],
    ["{;", "matrix"],
    ["{?", "query"],
  ];
  const entries: [string, string][] = [];
  let template = "https://api.example.com";
  for (let i = 0; i < size; i++) {
    const [open, word] = kinds[i % kinds.length];
    template += `${open}${word}_${i}}`;
    entries.push([`${word}_${i}`, `v ${i}/x`]);
  }
  const vars = fresh(entries);
  // `{?a}{?b}` yields `?a=…?b=…` in RFC 6570; it is valid, just unusual, and all agree on it.
  const mine = parseTemplate(template);
  const urlTemplate = urlTemplateParse(template);
  const uriTemplate = UriTemplate.parse(template);
  const expected = mine.expand(vars());
  assert.equal(urlTemplate.expand(vars()), expected, `url-template, ${size} expressions`);
  assert.equal(uriTemplate.expand(vars()), expected, `uritemplate, ${size} expressions`);
  const group = `scale: template, ${size} expression${size === 1 ? "" : "s"}`;
  cases.push({ group, name: "ours", baseline: true, call: () => mine.expand(vars()) });
  cases.push({ group, name: "url-template", call: () => urlTemplate.expand(vars()) });
  cases.push({ group, name: "uritemplate", call: () => uriTemplate.expand(vars()) });
}

benchInRounds(cases);

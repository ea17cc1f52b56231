/**
 * `:name` is a placeholder in the path only (docs/behaviour.md section 4): never in the scheme,
 * the user info, the host or the port of an absolute url, nor after the path.
 */
import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import type { RequiredParameterNames } from "../../mod.ts";
import { assertEndpointError, type Equal, typeIs } from "../_helpers.ts";

/** A route held in a plain string, so that any parameters type-check. */
function call(route: string, parameters: Record<string, unknown> = {}): string {
  return endpoint(route, parameters).url;
}

Deno.test("`:name` in the user info of an absolute url is literal, not a placeholder (https://:secret@host)", () => {
  assert.equal(call("GET https://:secret@a.example/x"), "https://:secret@a.example/x");
  // The value goes to the query, as any parameter the route does not name; the host stays.
  assert.equal(
    call("GET https://:secret@a.example/x", { secret: "evil.example" }),
    "https://:secret@a.example/x?secret=evil.example",
  );
  assert.equal(
    call("GET https://user:pw@a.example/x", { pw: "p" }),
    "https://user:pw@a.example/x?pw=p",
  );
});

Deno.test("`:name` is literal in the scheme, the host and the port", () => {
  // Scheme: the colon after `https` is not after a `/`; any case of the scheme is absolute.
  assert.equal(call("GET HTTPS://a.example/:id", { id: 1 }), "HTTPS://a.example/1");
  // Host: a `/:` right after `//` starts the authority, not the path. Kept as written, the url
  // does not parse (an empty host); it never becomes http://evil.example/x.
  assertEndpointError(
    () => call("GET http://:host/x/:id", { host: "evil.example", id: 2 }),
    "INVALID_URL",
  );
  // Port: `:8080` follows the host, not a `/`.
  assert.equal(
    call("GET https://a.example:8080/:id", { id: 3, 8080: "x" }),
    "https://a.example:8080/3?8080=x",
  );
});

Deno.test("`:name` stays a placeholder in the path of relative and absolute urls", () => {
  assert.equal(call("GET /orgs/:org/repos", { org: "o" }), "https://api.github.com/orgs/o/repos");
  assert.equal(call("GET https://a.example/orgs/:org", { org: "o" }), "https://a.example/orgs/o");
  // A relative url is all path, `//` included (it is joined to baseUrl).
  assert.equal(
    call("GET /redirect/https://:x", { x: "y" }),
    "https://api.github.com/redirect/https://y",
  );
  assert.equal(call("GET /search?q=/:x", { x: "y" }), "https://api.github.com/search?q=/:x&x=y");
  // After `?`, `#` or `{&…}` the path is over for `:name`.
  assert.equal(call("GET /a/:b{&c}/:d", { b: 1 }), "https://api.github.com/a/1/:d");
  assert.equal(call("GET /a/:b#/:d", { b: 1, d: 2 }), "https://api.github.com/a/1?d=2#/:d");
});

Deno.test("types: `:name` placeholders are typed in the path only", () => {
  typeIs<Equal<RequiredParameterNames<"GET /orgs/:org/repos/:repo">, "org" | "repo">>();
  typeIs<Equal<RequiredParameterNames<"GET https://:secret@a.example/x/:id">, "id">>();
  typeIs<Equal<RequiredParameterNames<"GET HTTPS://:secret@a.example">, never>>();
  typeIs<Equal<RequiredParameterNames<"GET http://:host/x">, never>>();
  typeIs<Equal<RequiredParameterNames<"GET /search?q=/:x">, never>>();
  typeIs<Equal<RequiredParameterNames<"/a/:b{?c}/:d">, "b">>();
  typeIs<Equal<RequiredParameterNames<"/a/:b{&c}/:d">, "b">>();
  typeIs<Equal<RequiredParameterNames<"GET /a/:b#/:d">, "b">>();
  typeIs<Equal<RequiredParameterNames<"/items/:id.json">, "id">>();
  typeIs<Equal<RequiredParameterNames<"GET /redirect/https://:x">, "x">>();
  // No second argument is needed: the route has no placeholder.
  assert.equal(endpoint("GET https://:secret@a.example/x").url, "https://:secret@a.example/x");
});

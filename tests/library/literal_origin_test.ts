/**
 * A route whose origin is literal (`GET https://host:port/…`) is checked once, when it is
 * compiled, by `URL.canParse`: a url is returned exactly when it parses, else `INVALID_URL`.
 * Replay: `FC_SEED`.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint } from "../../mod.ts";
import { check } from "../_arbitraries.ts";
import { outcome } from "../_helpers.ts";

/** `GET https://<authority>/x` gives the url exactly when URL parsing takes it, else `INVALID_URL`. */
function assertAsUrlParsing(authority: string): void {
  const url = `https://${authority}/x`;
  const result = outcome(() => endpoint(`GET ${url}`).url);
  assert.deepEqual(result, URL.canParse(url) ? { ok: url } : { code: "INVALID_URL" }, authority);
}

Deno.test("a literal origin gives what URL parsing gives, for hosts that look plain", () => {
  for (
    const authority of [
      "api.github.com",
      "API.GitHub.COM",
      "localhost",
      "localhost:8080",
      "ghe.example.com:443",
      "a-b.c-d.io",
      "-lead.example",
      "trail-.example",
      "host:65535",
      "host:65536",
      "host:0",
      "host:00080",
      "host:123456",
      "host:",
      "host:x",
      "1.2.3.4",
      "1.2.3.999",
      "0x7f.1",
      "example.0x1",
      "a.1b",
      "a..b",
      ".a",
      "a.",
      "xn--nxasmq6b.com",
      "xn--a.com",
      "XN--A.com",
      "ex--ample.com",
      "a_b.com",
      "user@host",
      "[::1]",
      "[::1]:80",
      "h%41st",
    ]
  ) {
    assertAsUrlParsing(authority);
  }
});

Deno.test("property: a literal origin gives what URL parsing gives", () => {
  // No `%`: a lone one is encoded, so the url would not come back as written.
  const character = fc.constantFrom(..."aZx9n0-.:_@[]".split(""));
  check(
    fc.property(fc.array(character, { maxLength: 24 }), (chars) => {
      assertAsUrlParsing(chars.join(""));
    }),
  );
});

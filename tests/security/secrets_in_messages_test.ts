/**
 * No message quotes a credential (docs/behaviour.md section 8): messages end up in logs. The
 * values of headers that carry one and the user info of urls are masked, and the message still
 * says what is wrong and where.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint, EndpointError, toRequest } from "../../mod.ts";
import { check } from "../_arbitraries.ts";
import { assertEndpointError, type Loose } from "../_helpers.ts";

const TOKEN = "ghp_" + "Zq7Wx2Lm".repeat(4) + "Rt5P";

/** Fails when `message` holds `secret` or any 6-character part of it. */
function assertHidden(message: string, secret: string): void {
  for (let i = 0; i + 6 <= secret.length; i++) {
    const part = secret.slice(i, i + 6);
    assert.ok(!message.includes(part), `the message shows ${JSON.stringify(part)}: ${message}`);
  }
  assert.ok(!message.includes(secret), `the message shows the secret: ${message}`);
}

Deno.test("INVALID_HEADER masks a token read from a file with its newline, and still says what is wrong", () => {
  const { message } = assertEndpointError(
    () => endpoint.defaults({ headers: { authorization: `token ${TOKEN}\n` } }),
    "INVALID_HEADER",
  );
  assertHidden(message, TOKEN);
  assert.match(message, /"token gh…\(41 characters\)"/, "the scheme, two characters, the length");
  assert.match(message, /U\+000A at index 46/, "what is wrong and where");
  assert.match(message, /header "authorization"/);
});

Deno.test("a baseUrl or a toRequest() url with user info is quoted with the user info masked", () => {
  const url = `https://octocat:${TOKEN}@api.example.com/x`;
  const calls: [() => unknown, string][] = [
    [() => endpoint.defaults({ baseUrl: url }), "INVALID_BASE_URL"],
    [() => endpoint("GET /x", { baseUrl: url }), "INVALID_BASE_URL"],
    [() => toRequest({ method: "get", url, headers: {} }), "INVALID_URL"],
    [() => endpoint(`GET ${url}{`), "INVALID_TEMPLATE"],
    [() => endpoint(`GET ${url} x`), "INVALID_ROUTE"],
  ];
  for (const [fn, code] of calls) {
    const { message } = assertEndpointError(fn, code);
    assertHidden(message, TOKEN);
    assert.ok(message.includes("@api.example.com"), `the host is still named: ${message}`);
  }
});

Deno.test("a string given as headers is masked as a credential: it most likely is one", () => {
  const { message } = assertEndpointError(
    () => endpoint("GET /x", { headers: `token ${TOKEN}` as never }),
    "INVALID_HEADER",
  );
  assertHidden(message, TOKEN);
  assert.match(message, /"token gh…\(40 characters\)" as headers/);
});

Deno.test("a header that carries no credential is quoted as it is", () => {
  const { message } = assertEndpointError(
    () => endpoint("GET /x", { headers: { "x-trace": "abc\x01" } }),
    "INVALID_HEADER",
  );
  assert.match(message, /"abc\\u0001" \(U\+0001 at index 3\)/);
});

/** Headers whose values are credentials: named ones, and any name that says token, key or secret. */
const SECRET_HEADERS = [
  "authorization",
  "Cookie",
  "proxy-authorization",
  "x-api-key",
  "X-Auth-Token",
  "client-secret",
];

/** Characters no header value may hold, and some that break a url. */
const BAD_HEADER_CHARS = ["\0", "\x01", "\t\n", "\r", "\x1f", "\x7f", "€", "\u{1F511}"];
const BAD_URL_CHARS = ["{", "}", " ", "\n", "\x01", "#", "?", "[", "€"];

/** Credentials as they come: base64, hex, JWTs, GitHub tokens. */
const secret = fc.string({
  unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=._-"),
  minLength: 6,
  maxLength: 60,
});

/** `text` with `char` put at `at` (a fraction of its length). */
function insert(text: string, char: string, at: number): string {
  const index = Math.floor(at * (text.length + 1));
  return text.slice(0, index) + char + text.slice(index);
}

const HEADER_CALLS: [string, (headers: Record<string, string>) => unknown][] = [
  ["endpoint()", (headers) => endpoint("GET /x", { headers })],
  [".defaults()", (headers) => endpoint.defaults({ headers })],
  ["merge()", (headers) => endpoint.merge("GET /x", { headers })],
  ["parse()", (headers) => endpoint.parse({ method: "GET", url: "https://a.example", headers })],
  ["toRequest()", (headers) => toRequest({ method: "get", url: "https://a.example", headers })],
  [
    "a Map",
    (headers) => endpoint("GET /x", { headers: new Map(Object.entries(headers)) as Loose }),
  ],
];

Deno.test("property: a credential header with a bad character anywhere is never quoted", () => {
  check(
    fc.property(
      fc.constantFrom(...SECRET_HEADERS),
      fc.constantFrom("", "token ", "Bearer ", "Basic ", "session="),
      secret,
      fc.constantFrom(...BAD_HEADER_CHARS),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.constantFrom(...HEADER_CALLS),
      (name, scheme, credential, bad, at, [callName, call]) => {
        const value = insert(scheme + credential, bad, at);
        const headers = { [name]: value };
        const { message } = assertEndpointError(() => call(headers), "INVALID_HEADER", callName);
        assertHidden(message, credential);
        assert.ok(message.includes(`"${name.toLowerCase()}"`), `${callName}: names the header`);
      },
    ),
  );
});

const URL_CALLS: [string, (url: string) => unknown][] = [
  ["baseUrl in .defaults()", (url) => endpoint.defaults({ baseUrl: url })],
  ["baseUrl in a call", (url) => endpoint("GET /x", { baseUrl: url })],
  ["url in a route", (url) => endpoint(`GET ${url}/x`)],
  ["url option", (url) => endpoint({ url: `${url}/x` })],
  ["toRequest() url", (url) => toRequest({ method: "get", url: `${url}/x`, headers: {} })],
  ["{origin} value", (url) => endpoint("GET {origin}/x", { origin: url })],
];

Deno.test("property: url user info with a bad character anywhere is never quoted", () => {
  const userInfo = fc.string({
    unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~-"),
    minLength: 6,
    maxLength: 40,
  });
  check(
    fc.property(
      userInfo,
      userInfo,
      fc.constantFrom(...BAD_URL_CHARS),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.constantFrom(...URL_CALLS),
      (user, password, bad, at, [name, call]) => {
        const url = insert(`https://${user}:${password}@api.example.com`, bad, at);
        let message: string | undefined;
        try {
          call(url);
        } catch (error) {
          assert.ok(error instanceof EndpointError, `${name}: ${error}`);
          message = error.message;
        }
        // An absolute url in a route may hold user info; a bad character there may still build.
        if (message === undefined) return;
        assertHidden(message, user);
        assertHidden(message, password);
      },
    ),
  );
});

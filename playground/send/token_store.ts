/**
 * The Send panel's token: kept in the tab's `sessionStorage` (gone when the tab closes), never in
 * the page's state, so it cannot reach the address bar, the history or a shared link.
 *
 * @module
 */

/** The `sessionStorage` key of the token. */
export const TOKEN_KEY = "playground-send-token";

/** The part of `Storage` the token needs. */
export type TokenStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The stored token, or `""`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readToken, writeToken } from "./token_store.ts";
 * const store = new Map<string, string>();
 * const storage = {
 *   getItem: (k: string) => store.get(k) ?? null,
 *   setItem: (k: string, v: string) => void store.set(k, v),
 *   removeItem: (k: string) => void store.delete(k),
 * };
 * writeToken("t0k", storage);
 * assert.equal(readToken(storage), "t0k");
 * writeToken("", storage);
 * assert.equal(store.size, 0);
 * ```
 *
 * @param storage Where it is kept; `sessionStorage` by default.
 * @returns The token.
 */
export function readToken(storage: TokenStorage = sessionStorage): string {
  return storage.getItem(TOKEN_KEY) ?? "";
}

/**
 * Keeps the token, or forgets it when it is empty.
 *
 * @param token The token as typed.
 * @param storage Where it is kept; `sessionStorage` by default.
 */
export function writeToken(token: string, storage: TokenStorage = sessionStorage): void {
  if (token === "") storage.removeItem(TOKEN_KEY);
  else storage.setItem(TOKEN_KEY, token);
}

/**
 * The `authorization` value for a token: `Bearer <token>`, or the text as typed when it already
 * names a scheme (`token …`, `Basic …`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { authorizationValue } from "./token_store.ts";
 * assert.equal(authorizationValue(" ghp_1 "), "Bearer ghp_1");
 * assert.equal(authorizationValue("token ghp_1"), "token ghp_1");
 * ```
 *
 * @param token The token as typed.
 * @returns The header value.
 */
export function authorizationValue(token: string): string {
  const trimmed = token.trim();
  return /\s/.test(trimmed) ? trimmed : `Bearer ${trimmed}`;
}

/// <reference lib="dom" />
const listed = (credential: Credential | undefined) => credential ? [credential] : [];

/**
 * The snippet request of the options the page shows, kept up to date: the texts of a multipart
 * body's blobs are read (asynchronously) once per request, and the token typed for sending is
 * read again whenever the page takes input, so the snippets follow it.
 *
 * @module
 */
import { useEffect, useState } from "preact/hooks";
import { authorizationValue, readToken } from "../send/token_store.ts";
import type { RequestLike } from "./request_text.ts";
import {
  authorizationCredential,
  blobTexts,
  type Credential,
  type SnippetRequest,
  snippetRequest,
} from "./snippet_request.ts";

/** The `authorization` value the Send block adds, or `""`. */
function sentWith(): string {
  const token = readToken();
  return token.trim() === "" ? "" : authorizationValue(token);
}

/**
 * The request every snippet on the page is written from.
 *
 * @param request The request options shown.
 * @param credentials Where the credentials go (a security scheme's), read again at each input;
 *   else the `authorization` header the options hold or the Send block adds.
 * @returns The snippet request (nameless blobs are read from a file named `blob` until their
 *   texts are known) and the texts read so far.
 */
export function useSnippetRequest(
  request: RequestLike,
  credentials?: () => readonly Credential[],
): { snippet: SnippetRequest; texts?: ReadonlyMap<Blob, string> } {
  const [read, setRead] = useState<
    { request: RequestLike; texts: Map<Blob, string> }
  >();
  // Bumped by every input, so what is typed for sending is read again.
  const [, setInputs] = useState(0);
  useEffect(() => {
    let current = true;
    blobTexts(request).then((texts) => current && setRead({ request, texts }));
    return () => void (current = false);
  }, [request]);
  useEffect(() => {
    const update = () => setInputs((n) => n + 1);
    addEventListener("input", update);
    return () => removeEventListener("input", update);
  }, []);
  const texts = read?.request === request ? read.texts : undefined;
  const snippet = snippetRequest(request, {
    credentials: credentials?.() ??
      listed(authorizationCredential(request, sentWith())),
    texts,
  });
  return { snippet, texts };
}

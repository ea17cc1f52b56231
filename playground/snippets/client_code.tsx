/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Code for your client** block: a menu of clients and the chosen one's snippet.
 *
 * @module
 */
import type { JSX } from "preact";
import { useState } from "preact/hooks";
import { CodeBlock } from "../ui/code_block.tsx";
import type { RequestLike } from "./request_text.ts";
import { CLIENT_SNIPPETS, type ClientSnippet, envVariables, type SnippetRequest } from "./mod.ts";

/** Props of {@linkcode ClientCode}. */
export interface ClientCodeProps {
  /** The request as snippets write it. */
  request: SnippetRequest;
  /** The request options the page shows. */
  options: RequestLike;
}

/** The snippet, or why there is none. */
function codeFor(client: ClientSnippet, props: ClientCodeProps): string {
  try {
    return client.code(props.request, props.options) ??
      `# ${client.name} reaches GitHub's API only (https://api.github.com, https://HOST/api/v3), ` +
        "with a text body";
  } catch (e) {
    return `// No snippet: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** What a snippet that builds a `FormData` says of the body's typed parts (JSON parts). */
const TYPED_PARTS = "; each JSON part goes as a Blob of its type, which FormData names blob " +
  "(a server may file it as an upload): FormData cannot send a typed part without a file name";

/**
 * A select of {@linkcode CLIENT_SNIPPETS} and the code of the one chosen, with what that client
 * needs said under its heading (how it sends a JSON part, when there is one), and where the
 * token comes from.
 *
 * @param props The request.
 * @returns The block.
 */
export function ClientCode(props: ClientCodeProps): JSX.Element {
  const [id, setId] = useState(CLIENT_SNIPPETS[0].id);
  const client = CLIENT_SNIPPETS.find((c) => c.id === id) ?? CLIENT_SNIPPETS[0];
  const names = envVariables(props.request);
  const token = names.length === 0
    ? ""
    : `; the token is read from the environment (${names.map((name) => `$${name}`).join(", ")})`;
  const code = codeFor(client, props);
  const { body } = props.request;
  const typed = body?.kind === "form-data" && body.parts.some((part) => "typed" in part) &&
    code.includes("new FormData()");
  return (
    <>
      <div class="field client-pick">
        <label for="client-select">Code for</label>
        <select
          id="client-select"
          value={id}
          onChange={(e) => setId(e.currentTarget.value)}
        >
          {CLIENT_SNIPPETS.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      </div>
      <CodeBlock
        id="client-code"
        title={client.name}
        what={`${client.name} code`}
        note={client.note + (typed ? TYPED_PARTS : "") + token}
        code={code}
      />
    </>
  );
}

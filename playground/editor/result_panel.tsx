/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Result** region of `endpoint()` mode.
 *
 * @module
 */
import type { JSX } from "preact";
import { CodeBlock } from "../ui/code_block.tsx";
import { curlSnippet } from "../snippets/curl_command.ts";
import { DocLinks } from "../site/doc_links.tsx";
import type { Evaluation, ResultOptions } from "./evaluate.ts";
import { bodyNote, multipartParts, optionsText } from "../snippets/request_text.ts";
import { type DescribedSend, SendPanel } from "../send/send_panel.tsx";
import { ClientCode } from "../snippets/client_code.tsx";
import type { Credential } from "../snippets/snippet_request.ts";
import { useSnippetRequest } from "../snippets/use_snippet_request.ts";
import { StaleResult } from "./stale_result.tsx";
import { UrlBreakdown } from "./url_breakdown.tsx";

/** Props of {@linkcode ResultPanel}. */
export interface ResultPanelProps {
  /** The evaluation to show (the last valid one while there is an error). */
  evaluation: Evaluation | null;
  /** The call that produced it, as code. */
  call: string;
  /** Whether the inputs currently have an error (the result is then greyed out). */
  stale: boolean;
  /** What the page waits for while there is no valid result yet. */
  waiting?: string;
  /**
   * Where the snippets put the credentials (an operation's security schemes), read at each
   * input; by default the `authorization` header the options hold or the Send block adds.
   */
  credentials?: () => readonly Credential[];
  /** A loaded API's server and credentials, for the Send block. */
  described?: DescribedSend;
}

/** What the method line says of the body. */
function bodyKind(body: unknown): string {
  if (body === undefined) return "no body";
  if (multipartParts(body) !== undefined) return "body: multipart";
  if (body instanceof FormData) return "body: FormData";
  if (body instanceof Blob) return "body: a file";
  return `body: ${typeof body}`;
}

/** Props of {@linkcode RequestCode}. */
interface RequestCodeProps {
  /** The evaluation's result. */
  result: ResultOptions;
  /** The evaluation's `toRequest()` method or failure. */
  evaluation: Evaluation;
  /** The call, as code. */
  call: string;
  /** Where the credentials go. */
  credentials?: () => readonly Credential[];
}

/**
 * The request options (a multipart body part by part), the code that sends them with
 * `fetch(toRequest(options))`, curl and the code for a client chosen from a menu, every snippet
 * written from the same request.
 */
function RequestCode(props: RequestCodeProps): JSX.Element {
  const { result, evaluation } = props;
  const { snippet, texts } = useSnippetRequest(result, props.credentials);
  return (
    <>
      <CodeBlock
        id="result-json"
        title="Request options"
        what="request options"
        note="endpoint(route, parameters): method, url, headers, body, request"
        code={optionsText(result, texts)}
      >
        <DocLinks api={["endpoint"]} section={4} />
      </CodeBlock>
      <CodeBlock
        id="fetch-code"
        title="Send it with fetch"
        what="fetch code"
        note={evaluation.fetchError
          ? `toRequest() fails here: ${evaluation.fetchError}`
          : `toRequest() builds the Request: method ${
            evaluation.fetchMethod ?? ""
          } (uppercase), headers, ${bodyNote(result)}`}
        code={props.call}
      >
        <DocLinks api={["toRequest"]} section={6} />
      </CodeBlock>
      <CodeBlock
        id="curl-code"
        title="curl"
        what="curl command"
        code={curlSnippet(snippet)}
      />
      <ClientCode request={snippet} options={result} />
    </>
  );
}

/**
 * Shows the url breakdown, the Send block, the request options, the code that sends them with
 * `fetch(toRequest(options))`, curl, the code for a client chosen from a menu, and the merged
 * options, each with a copy button and links to its API reference entry and behaviour section.
 * Greyed out while the inputs have an error.
 *
 * @param props The evaluation.
 * @returns The region's content.
 */
export function ResultPanel(props: ResultPanelProps): JSX.Element {
  const { evaluation } = props;
  const result = evaluation?.result;
  if (!result || !evaluation?.merged) {
    return (
      <p class="note" id="result-waiting">
        No valid result yet{props.waiting ? `: ${props.waiting}` : "."}
      </p>
    );
  }
  return (
    <StaleResult stale={props.stale}>
      <p class="method-line">
        <span class="method">{result.method}</span>{" "}
        <span class="note">{bodyKind(result.body)}</span>
      </p>
      <UrlBreakdown url={result.url} merged={evaluation.merged} />
      <SendPanel
        request={result}
        stale={props.stale}
        merged={evaluation.merged}
        described={props.described}
      />
      <RequestCode
        result={result}
        evaluation={evaluation}
        call={props.call}
        credentials={props.credentials}
      />
      <CodeBlock
        id="merged-json"
        title="Merged options"
        what="merged options"
        note=".merge(route, parameters): defaults applied, placeholders not yet filled"
        code={JSON.stringify(evaluation.merged, null, 2)}
      >
        <DocLinks api={["merge"]} section={3} />
      </CodeBlock>
    </StaleResult>
  );
}

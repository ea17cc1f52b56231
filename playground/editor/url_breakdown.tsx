/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The url broken into base, path and query, beside the template it came from.
 *
 * @module
 */
import type { JSX } from "preact";
import { CopyButton } from "../ui/copy_button.tsx";
import { queryPairs, splitUrl, templatePieces } from "./url_parts.ts";

/** Props of {@linkcode UrlBreakdown}. */
export interface UrlBreakdownProps {
  /** The expanded url (`result.url`). */
  url: string;
  /** The merged options (`url` is the template, `baseUrl` the base, other keys the values). */
  merged: Record<string, unknown>;
}

function show(value: unknown): string {
  return value === undefined ? "not set" : JSON.stringify(value) ?? String(value);
}

/**
 * Shows the url in coloured pieces (base, path, query), the template with its placeholders
 * marked, what each placeholder received, and the query parameters decoded.
 *
 * @param props The url and merged options.
 * @returns The breakdown.
 */
export function UrlBreakdown(props: UrlBreakdownProps): JSX.Element {
  const baseUrl = typeof props.merged.baseUrl === "string" ? props.merged.baseUrl : undefined;
  const parts = splitUrl(props.url, baseUrl);
  const template = typeof props.merged.url === "string" ? props.merged.url : "";
  const pieces = templatePieces(template);
  const names = [...new Set(pieces.flatMap((p) => p.variables.map((v) => v.name)))];
  const pairs = queryPairs(parts.query);
  return (
    <div class="block">
      <div class="block-head">
        <h3>URL</h3>
        <CopyButton text={props.url} label="Copy url" />
      </div>
      <p class="url mono" id="result-url">
        <span class="url-base">{parts.base}</span>
        <span class="url-path">{parts.path}</span>
        <span class="url-query">{parts.query}</span>
        <span class="url-fragment">{parts.fragment}</span>
      </p>
      <dl class="url-parts">
        <dt>base</dt>
        <dd class="mono url-base">{parts.base || "—"}</dd>
        <dt>template</dt>
        <dd class="mono">
          {pieces.map((p, i) => p.operator === undefined ? p.text : <mark key={i}>{p.text}</mark>)}
        </dd>
        <dt>path</dt>
        <dd class="mono url-path">{parts.path || "—"}</dd>
        <dt>query</dt>
        <dd class="mono url-query">
          {pairs.length === 0 ? "—" : (
            <ul class="pairs">
              {pairs.map(([k, v], i) => (
                <li key={i}>
                  {k} = <span class="value">{v}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        {names.length > 0 && (
          <>
            <dt>values</dt>
            <dd class="mono">
              <ul class="pairs">
                {names.map((n) => (
                  <li key={n}>
                    <mark>{n}</mark> ← <span class="value">{show(props.merged[n])}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

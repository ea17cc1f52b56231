/// <reference lib="dom" />
/**
 * The worker that keeps a loaded description for its responses: given the description's text
 * once (a {@linkcode ResponsesQuestion} with `text`), it parses it and keeps the document; then
 * answers each operation's responses (`describedResponses()`) as the page asks for them. So the
 * load and the search of a large description never pay for responses, and opening one
 * operation's responses reads that operation only.
 *
 * @module
 */
import { parseDescription } from "../explorer/description.ts";
import { loadYaml } from "../explorer/load_yaml.ts";
import { describedResponses } from "./described_responses.ts";
import type { ResponsesAnswer, ResponsesQuestion } from "./ask_responses.ts";

let parsed: Promise<unknown> | undefined;

self.onmessage = async (event: MessageEvent<ResponsesQuestion>) => {
  const question = event.data;
  if ("text" in question) {
    parsed = parseDescription(question.text, loadYaml);
    // Its failure is each question's answer; unasked, it is not an unhandled rejection.
    parsed.catch(() => {});
    return;
  }
  const { id, method, path } = question;
  let answer: ResponsesAnswer;
  try {
    answer = { id, responses: describedResponses(await parsed, method, path) };
  } catch (e) {
    answer = { id, error: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(answer);
};

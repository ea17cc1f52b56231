/// <reference lib="dom" />
/**
 * The worker that reads a description off the page's main thread: it is given a
 * {@linkcode SavedDescription}, parses it (YAML's parser, `yaml.js`, is imported only for YAML),
 * checks, compiles and indexes it (`readDescribed()`), and answers with a
 * {@linkcode WorkerAnswer}. However long that takes, the page stays responsive; the page ends the
 * worker when it runs over its budget (`read_in_worker.ts`).
 *
 * @module
 */
import { parseDescription, readDescribed } from "./description.ts";
import { loadYaml } from "./load_yaml.ts";
import type { SavedDescription, WorkerAnswer } from "./read_in_worker.ts";

self.onmessage = async (event: MessageEvent<SavedDescription>) => {
  const { text, from, url } = event.data;
  let answer: WorkerAnswer;
  try {
    answer = {
      read: readDescribed(await parseDescription(text, loadYaml), from, url),
    };
  } catch (e) {
    answer = { error: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(answer);
};

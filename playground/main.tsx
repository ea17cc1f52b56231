/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The page's entry point: renders {@linkcode App} into `#app`.
 *
 * @module
 */
import { render } from "preact";
import { App } from "./app.tsx";

const root = document.getElementById("app");
if (root) {
  root.textContent = "";
  render(<App />, root);
}

/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The page's entry point: renders {@linkcode App} into `#app`.
 *
 * @module
 */
import { render } from "preact";
import { App } from "./app.tsx";
import { MAIN_ID } from "./site/site_nav.ts";

const root = document.getElementById("app");
if (root) {
  root.textContent = "";
  render(<App />, root);
}

// The skip link moves focus without following its `#content`: the fragment holds the page state.
document.querySelector(".skip-link")?.addEventListener("click", (event) => {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
});

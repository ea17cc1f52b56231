/**
 * Debian's Chromium, launched the one way that works on these machines (see TOOLCHAIN.md):
 * headless, no sandbox (root), no background networking. Never a downloaded browser.
 *
 * @module
 */
import { type Browser, chromium } from "playwright-core";

/** Where `apt-get install -y chromium` puts the browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launches Debian's Chromium through playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

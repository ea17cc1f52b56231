/// <reference lib="dom" />
/**
 * Copying text to the clipboard, with a fallback for pages not served over a secure context.
 *
 * @module
 */

/**
 * Writes text to the clipboard.
 *
 * @param text The text to copy.
 * @returns Whether it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "offscreen";
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

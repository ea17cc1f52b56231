/**
 * A call's outcome as data: `{ ok: result }`, or `{ code }` of what it threw.
 *
 * @param fn The call.
 * @param only An error class: anything thrown that is not an instance of it with a string `code`
 *   is no outcome, and is rethrown (wrapped, with what was thrown as its `cause`).
 */
export function outcome(
  fn: () => unknown,
  only?: abstract new (...args: never[]) => Error,
): unknown {
  try {
    return { ok: fn() };
  } catch (error) {
    if (
      only !== undefined &&
      !(error instanceof only && typeof (error as { code?: unknown }).code === "string")
    ) {
      const what = `an instance of ${only.name} with a string code`;
      throw new Error(`threw something other than ${what}: ${String(error)}`, { cause: error });
    }
    return { code: (error as { code?: string }).code ?? String(error) };
  }
}

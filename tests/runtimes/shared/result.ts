/**
 * What each runtime's runner hands back to `scripts/runtimes.ts`.
 *
 * @module
 */

/** Where the bundles are and how many cases the table holds. */
export interface RunContext {
  /** The project root. */
  root: string;
  /** `dist/runtimes/`: the bundles, the fake installed package and the harness copies. */
  outDir: string;
  /** How many behaviour cases the table holds. */
  caseCount: number;
  /** How many case runs each runtime must do: every case in every call style. */
  caseRuns: number;
}

/** One row of the runtimes table. */
export interface RuntimeResult {
  /** The runtime and its version, e.g. `Node 20.20.2`. */
  runtime: string;
  /** The command that proves it. */
  command: string;
  /** Cases and checks that passed. */
  passed: number;
  /** Cases and checks that failed (a crash counts as one). */
  failed: number;
  /** How many should have run: the case runs plus the runtime's extra checks. */
  expected: number;
  /** True for a row that checks types only and runs no behaviour case. */
  typesOnly?: boolean;
  /** Why the runtime could not be run here at all (only workerd may report this). */
  notRun?: string;
  /** One line per failure. */
  failures: string[];
}

/** The JSON a portable harness prints or returns (see `runTable` in `entry.ts`). */
export interface TableReport {
  /** Cases and checks that passed. */
  passed: number;
  /** Cases and checks that failed. */
  failed: number;
  /** One line per failure. */
  failures: string[];
}

/**
 * Turns a harness's JSON report, or its absence, into a table row.
 *
 * @param row The runtime, command and expected count.
 * @param report The harness's report, when it produced one.
 * @param crash What went wrong when there is no report.
 * @returns The row.
 */
export function toResult(
  row: Pick<RuntimeResult, "runtime" | "command" | "expected">,
  report: TableReport | undefined,
  crash = "no report",
): RuntimeResult {
  if (!report) return { ...row, passed: 0, failed: 1, failures: [crash] };
  return { ...row, passed: report.passed, failed: report.failed, failures: report.failures };
}

/**
 * A row for a runtime that cannot run on this machine at all.
 *
 * @param row The runtime, command and expected count.
 * @param reason Exactly why (the error text).
 * @returns The row, with no counts.
 */
export function notRun(
  row: Pick<RuntimeResult, "runtime" | "command" | "expected">,
  reason: string,
): RuntimeResult {
  return { ...row, passed: 0, failed: 0, failures: [], notRun: reason };
}

/**
 * A remote was built against a version of a shared package (shared-api, shared-ui, React, …) that
 * the shell's copy does not satisfy. The shell refuses to start it rather than run it on a copy it
 * was not built for (strictVersion; the rule for versions is in docs/architecture.md).
 */
export class IncompatibleRemoteError extends Error {
  readonly packageName: string;
  /** The range the remote requires ('^1.1.0'). */
  readonly required: string;
  /** The version the shell provides ('1.0.0'). */
  readonly provided: string;

  constructor(packageName: string, required: string, provided: string) {
    super(
      `The module needs ${packageName} ${required}, but the portal provides ${packageName} ${provided}`,
    );
    this.name = 'IncompatibleRemoteError';
    this.packageName = packageName;
    this.required = required;
    this.provided = provided;
  }
}

/** The version refusal behind `error` (itself or one of its causes), if that is what failed. */
export function incompatibility(error: unknown): IncompatibleRemoteError | null {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e instanceof IncompatibleRemoteError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

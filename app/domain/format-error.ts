/**
 * The error a format's generator throws when its input is refused: the same
 * `{code, params}` its check function returns, so a model can catch it and
 * show the message of `code` in the reader's language.
 */
export class FormatError<Code extends string = string, Params extends Record<string, unknown> = Record<string, unknown>> extends RangeError {
  readonly code: Code;
  readonly params: Params;

  constructor(issue: { code: Code; params: Params }) {
    super(`${issue.code} ${JSON.stringify(issue.params)}`);
    this.name = "FormatError";
    this.code = issue.code;
    this.params = issue.params;
  }
}

/** Throws the first issue a check found. */
export function refuse<Issue extends { code: string; params: Record<string, unknown> }>(issues: readonly Issue[]): void {
  const [first] = issues;
  if (first) throw new FormatError(first);
}

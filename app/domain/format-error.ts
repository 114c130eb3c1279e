/**
 * The error a format's generator throws when its input is refused: the same
 * `{code, params}` its check function returns, so a model can catch it and
 * show the message of `code` in the reader's language.
 */

/** A refused input, as check functions return it: "seeding.tooManySeeds", { count: 5, max: 4 }. */
export type FormatIssue = { code: string; params: object };

export class FormatError<Issue extends FormatIssue = FormatIssue> extends RangeError {
  readonly code: Issue["code"];
  readonly params: Issue["params"];

  constructor(issue: Issue) {
    super(`${issue.code} ${JSON.stringify(issue.params)}`);
    this.name = "FormatError";
    this.code = issue.code;
    this.params = issue.params;
  }
}

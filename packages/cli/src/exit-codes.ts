/** The exit codes of `stride`, the contract for scripts that call it. */
export const ExitCode = {
  Success: 0,
  Failure: 1,
  /** Unknown command, unknown or malformed option. */
  Usage: 2,
  NotFound: 3,
  NotAuthorised: 4,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

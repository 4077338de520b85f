/** Codes of the experiments context (the spec gives none; experiment library errors are only logged). */
export type ExperimentsErrorCode = 'EXP_DATAFILE_INVALID' | 'EXP_INPUT_INVALID';

/** An expected failure of the experiments context, carried in a Result. */
export class ExperimentsError extends Error {
  readonly code: ExperimentsErrorCode;

  constructor(code: ExperimentsErrorCode, message: string) {
    super(message);
    this.name = 'ExperimentsError';
    this.code = code;
  }
}

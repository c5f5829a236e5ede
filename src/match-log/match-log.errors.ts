/** Base of every refusal by the match log; nothing was written when one is thrown. */
export class MatchLogError extends Error {}

/** The caller's view of the match is out of date: someone appended since it read (optimistic concurrency). */
export class StaleAppendError extends MatchLogError {
  override readonly name = 'StaleAppendError';

  constructor(
    readonly matchId: string,
    readonly expectedSeq: number,
    readonly actualSeq: number,
  ) {
    super(`match ${matchId}: append expected the log at seq ${expectedSeq}, but it is at seq ${actualSeq}`);
  }
}

export class MatchNotFoundError extends MatchLogError {
  override readonly name = 'MatchNotFoundError';

  constructor(readonly matchId: string) {
    super(`no match ${matchId}`);
  }
}

export class MatchAlreadyExistsError extends MatchLogError {
  override readonly name = 'MatchAlreadyExistsError';

  constructor(readonly matchId: string) {
    super(`match ${matchId} already exists`);
  }
}

export class MatchEndedError extends MatchLogError {
  override readonly name = 'MatchEndedError';

  constructor(
    readonly matchId: string,
    readonly endedAt: string,
  ) {
    super(`match ${matchId} ended at ${endedAt}; its log is closed`);
  }
}

export class MatchNotEndedError extends MatchLogError {
  override readonly name = 'MatchNotEndedError';

  constructor(readonly matchId: string) {
    super(`match ${matchId} has not ended: only a finished match can be reopened`);
  }
}

/** An argument the log cannot store as given (an empty actor, a seq that does not exist...). */
export class InvalidMatchLogInputError extends MatchLogError {
  override readonly name = 'InvalidMatchLogInputError';
}

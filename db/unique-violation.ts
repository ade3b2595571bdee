// A write refused by a UNIQUE index: D1 reports it only in the error's text (or its cause's).
export const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/.test(`${error.message} ${String(error.cause ?? '')}`);

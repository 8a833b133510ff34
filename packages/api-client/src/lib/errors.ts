// `name` is an own field (not taken from the constructor) so `err.name === 'ResponseError'` holds
// even when two copies of this package are bundled and `instanceof` cannot be trusted.

/** A response arrived but its status was outside 200–299; the response is attached. */
export class ResponseError extends Error {
  override name = 'ResponseError' as const;
  constructor(
    public response: Response,
    msg?: string,
  ) {
    super(msg);
  }
}

/** fetch itself failed (network, abort) and no `onError` middleware supplied a response. */
export class FetchError extends Error {
  override name = 'FetchError' as const;
  constructor(
    public override cause: Error,
    msg?: string,
  ) {
    super(msg);
  }
}

/** A required operation parameter was `null` or `undefined`; thrown before anything is sent. */
export class RequiredError extends Error {
  override name = 'RequiredError' as const;
  constructor(
    public field: string,
    msg?: string,
  ) {
    super(msg);
  }
}

/** A call's answer before its body is read: the raw `Response` plus a typed reader. */
export interface ApiResponse<T> {
  raw: Response;
  value(): Promise<T>;
}

export type ResponseTransformer<T> = (json: unknown) => T;

/** Reads the body as JSON (the default for routes that answer with a schema). */
export class JSONApiResponse<T> implements ApiResponse<T> {
  constructor(
    public raw: Response,
    private transformer: ResponseTransformer<T> = (jsonValue) => jsonValue as T,
  ) {}

  async value(): Promise<T> {
    return this.transformer(await this.raw.json());
  }
}

/** For routes that answer without a body (204): never touches the stream. */
export class VoidApiResponse implements ApiResponse<void> {
  constructor(public raw: Response) {}

  async value(): Promise<void> {
    return undefined;
  }
}

/** For downloads (`responseKind: 'blob'`). */
export class BlobApiResponse implements ApiResponse<Blob> {
  constructor(public raw: Response) {}

  async value(): Promise<Blob> {
    return await this.raw.blob();
  }
}

/** For plain-text answers (`responseKind: 'text'`). */
export class TextApiResponse implements ApiResponse<string> {
  constructor(public raw: Response) {}

  async value(): Promise<string> {
    return await this.raw.text();
  }
}

/**
 * For server-sent events (`responseKind: 'sse'`), which typescript-fetch has no reader for: the body
 * stream, unread, so the caller can consume events as they arrive.
 */
export class StreamApiResponse implements ApiResponse<ReadableStream<Uint8Array> | null> {
  constructor(public raw: Response) {}

  async value(): Promise<ReadableStream<Uint8Array> | null> {
    return this.raw.body;
  }
}

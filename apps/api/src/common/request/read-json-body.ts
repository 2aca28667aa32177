import { json, type Request, type Response } from 'express';
import { RequestError, RequestErrorCode } from './request.error';

/** body-parser's default, kept: the largest real body (a structure with a long payout table) is a few KB. */
export const MAX_BODY_BYTES = 100 * 1024;
const JSON_TYPES = ['application/json', 'application/*+json'];

const parseJson = json({ limit: MAX_BODY_BYTES, strict: true, type: JSON_TYPES });

/**
 * Reads a JSON body into `req.body` (left undefined when there is none). Called after
 * authentication (`RequestEdgeInterceptor`), never as a middleware: a request that is refused for
 * its key is answered without its body being read. body-parser's errors become `RequestError`s
 * with their 4xx; anything else it throws stays a 500.
 */
export async function readJsonBody(req: Request, res: Response): Promise<void> {
  const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
  if (hasBody && !req.is(JSON_TYPES)) {
    throw new RequestError(
      RequestErrorCode.UNSUPPORTED_MEDIA_TYPE,
      `a request body must be JSON (Content-Type: application/json), not ${req.headers['content-type'] ?? 'untyped'}`,
    );
  }
  await new Promise<void>((resolve, reject) => parseJson(req, res, (err?: unknown) => (err === undefined ? resolve() : reject(toRequestError(err)))));
}

interface BodyParserError {
  status?: number;
  type?: string;
  message: string;
}

function toRequestError(err: unknown): unknown {
  const { status, type, message } = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as BodyParserError;
  switch (type) {
    case 'entity.too.large':
      return new RequestError(RequestErrorCode.PAYLOAD_TOO_LARGE, `the body is larger than ${MAX_BODY_BYTES} bytes (after decompression)`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new RequestError(RequestErrorCode.UNSUPPORTED_MEDIA_TYPE, `${message}: send UTF-8 JSON, plain or with Content-Encoding gzip, deflate or br`);
    case 'entity.parse.failed':
      return new RequestError(RequestErrorCode.BAD_REQUEST, `the body is not valid JSON: ${message}`);
  }
  // A body cut short, a length that does not match, a compressed body that does not inflate.
  if (status !== undefined && status >= 400 && status < 500) return new RequestError(RequestErrorCode.BAD_REQUEST, `the body could not be read: ${message}`);
  return err;
}

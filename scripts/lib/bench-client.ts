// The bench's HTTP client: one undici pool per server, bodies read whole and decompressed as sent (Brotli or gzip,
// which the client accepts as a browser does). Node's fetch would add its own costs to every figure, unevenly: a
// request body goes through a web stream (about 45 µs more per POST than per GET on this machine), and so does
// every compressed answer.
import zlib from 'node:zlib';
import { Pool } from 'undici';

export interface BenchAnswer {
  status: number;
  /** The decompressed body. */
  text: string;
  json<T = unknown>(): T;
}

export interface BenchClient {
  get(path: string, headers?: Record<string, string>): Promise<BenchAnswer>;
  post(path: string, body: string, headers?: Record<string, string>): Promise<BenchAnswer>;
  close(): Promise<void>;
}

function decoded(body: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

export function benchClient(origin: string): BenchClient {
  const pool = new Pool(origin);
  const send = async (options: Parameters<Pool['request']>[0]): Promise<BenchAnswer> => {
    const response = await pool.request({
      ...options,
      headers: { 'accept-encoding': 'br, gzip', ...(options.headers as Record<string, string>) },
    });
    const text = decoded(Buffer.from(await response.body.arrayBuffer()), response.headers['content-encoding']).toString('utf8');
    return { status: response.statusCode, text, json: <T>() => JSON.parse(text) as T };
  };
  return {
    get: (path, headers = {}) => send({ method: 'GET', path, headers }),
    post: (path, body, headers = {}) => send({ method: 'POST', path, body, headers: { 'content-type': 'application/json', ...headers } }),
    close: () => pool.close(),
  };
}

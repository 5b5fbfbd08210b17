/**
 * A raw HTTP request over node:http, for what fetch cannot send: a header field line repeated
 * (fetch folds repeats into one line), or a method fetch refuses.
 */
import { request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string | string[]>,
  body?: string,
  timeoutMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

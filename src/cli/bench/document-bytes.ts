/**
 * What a phone receives for a page's document: its response headers and compressed body, as bytes on
 * the wire (issue 37, item 2). Lighthouse's simulation starts a page's photo and stylesheets only once
 * the whole document has arrived, so a document over TCP's first window (INITIAL_WINDOW_BYTES) costs
 * its first paint a round trip of its own. Measured with node's own HTTP client: a browser's
 * decompressed view of the response cannot say how many bytes travelled.
 */
import { request } from 'node:http';

/** A phone as Lighthouse's mobile preset presents itself (its user agent and client hint). */
export const PHONE_DOCUMENT_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  'Sec-CH-UA-Mobile': '?1',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
} as const;

export interface DocumentTransfer {
  status: number;
  contentEncoding: string | null;
  headerBytes: number;
  bodyBytes: number;
  totalBytes: number;
}

/** The bytes of an HTTP/1.1 response head: status line, each header line, and the blank line. */
export function responseHeadBytes(statusLine: string, rawHeaders: readonly string[]): number {
  let bytes = Buffer.byteLength(`${statusLine}\r\n\r\n`);
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    bytes += Buffer.byteLength(`${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`);
  }
  return bytes;
}

/** GET `url` as a phone's first visit (no cookie) and count what arrives, body still compressed. */
export function measureDocumentTransfer(url: string, headers: Record<string, string> = PHONE_DOCUMENT_HEADERS): Promise<DocumentTransfer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => {
        bodyBytes += chunk.length;
      });
      response.on('end', () => {
        const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`;
        const headerBytes = responseHeadBytes(statusLine, response.rawHeaders);
        const encoding = response.headers['content-encoding'];
        resolve({
          status: response.statusCode ?? 0,
          contentEncoding: typeof encoding === 'string' ? encoding : null,
          headerBytes,
          bodyBytes,
          totalBytes: headerBytes + bodyBytes,
        });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

import { describe, expect, it } from 'vitest';
import { responseHeadBytes } from '../../../src/cli/bench/document-bytes.ts';

describe('responseHeadBytes: an HTTP/1.1 response head as it travels', () => {
  it.each([
    ['a status line alone', 'HTTP/1.1 200 OK', [], 'HTTP/1.1 200 OK\r\n\r\n'],
    ['one header', 'HTTP/1.1 200 OK', ['Content-Type', 'text/html'], 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n'],
    [
      'headers in their order and case',
      'HTTP/1.1 404 Not Found',
      ['content-encoding', 'gzip', 'ETag', '"abc"'],
      'HTTP/1.1 404 Not Found\r\ncontent-encoding: gzip\r\nETag: "abc"\r\n\r\n',
    ],
    ['a value beyond ASCII, in UTF-8 bytes', 'HTTP/1.1 200 OK', ['X-Name', 'café'], 'HTTP/1.1 200 OK\r\nX-Name: café\r\n\r\n'],
  ])('%s', (_, statusLine, rawHeaders, wire) => {
    expect(responseHeadBytes(statusLine, rawHeaders)).toBe(Buffer.byteLength(wire));
  });

  it('ignores a name left without its value', () => {
    expect(responseHeadBytes('HTTP/1.1 200 OK', ['A', 'b', 'C'])).toBe(Buffer.byteLength('HTTP/1.1 200 OK\r\nA: b\r\n\r\n'));
  });
});

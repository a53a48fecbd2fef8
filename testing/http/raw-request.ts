import { connect } from 'node:net';

/**
 * One HTTP/1.1 request written by hand, for what no HTTP client sends (CONNECT to a path): the whole
 * answer as text, once the server closes the connection.
 */
export function sendRawRequest(
  host: string,
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = Object.entries({ Host: `${host}:${port}`, Connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    );
    const socket = connect(port, host, () => socket.write(`${requestLine}\r\n${lines.join('')}\r\n`));
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

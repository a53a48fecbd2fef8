import http from 'node:http';

/**
 * A load balancer in front of several instances, as small as a test needs: each request goes to the first
 * instance whose last `/api/ready` probe answered 200 (probed every `probeEveryMs`), and to the next one
 * if the connection is refused. Bodies are buffered (the app's are small), responses streamed.
 */
export interface FailoverProxy {
  readonly baseUrl: string;
  /** Which instance answered each request, by base URL, in order. */
  readonly servedBy: string[];
  close(): Promise<void>;
}

export async function startFailoverProxy({
  port,
  targets,
  probeEveryMs = 200,
}: {
  port: number;
  targets: string[];
  probeEveryMs?: number;
}): Promise<FailoverProxy> {
  const ready = new Map(targets.map((target) => [target, true]));
  const servedBy: string[] = [];
  const probe = async () => {
    for (const target of targets) {
      try {
        const answer = await fetch(`${target}/api/ready`, { signal: AbortSignal.timeout(probeEveryMs * 5) });
        ready.set(target, answer.status === 200);
      } catch {
        ready.set(target, false);
      }
    }
  };
  const prober = setInterval(() => void probe(), probeEveryMs);

  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    tried: string[],
  ) => {
    const candidates = [...targets.filter((target) => ready.get(target)), ...targets].filter(
      (target) => !tried.includes(target),
    );
    const target = candidates[0];
    if (!target) {
      response.writeHead(502, { 'Content-Type': 'text/plain' }).end('No instance answers.');
      return;
    }
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: request.headers, agent: false },
      (answer) => {
        servedBy.push(target);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: that instance is gone; anything else after the answer began is the browser's to see.
      if (error.code === 'ECONNREFUSED' && !response.headersSent)
        forward(request, body, response, [...tried, target]);
      else response.destroy();
    });
    response.on('close', () => upstream.destroy());
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, []));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    servedBy,
    async close() {
      clearInterval(prober);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// The BFF pair's floor (docs/benchmark.md): a bare Next.js route making the BFF's call for
// `GET /api/users/me`, the service's `GET /users/` for one user, and answering its data as JSON. Nothing
// else: no session, no checks, no logging. The benchmark names the user in a header.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const upstream = await fetch(`${process.env.FLOOR_SERVICE_BASE_URL}/users/`, {
    headers: {
      Authorization: `Bearer ${process.env.FLOOR_SERVICE_TOKEN}`,
      'X-Service-User-Id': request.headers.get('x-bench-user-id') ?? '',
    },
    cache: 'no-store',
  });
  return Response.json(await upstream.json(), { status: upstream.status });
}

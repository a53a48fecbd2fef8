import type { EmbeddedService } from '@/lib/embedded/index';

/** Calls the in-process service as one organization; `as(userId)` adds the user header. */
export function createMemberClient(service: () => EmbeddedService, token: string) {
  const call = (path: string, init: RequestInit = {}, userId?: string) =>
    service().fetch(
      new Request(`http://embedded.test/api/v1${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...(userId ? { 'X-Service-User-ID': userId } : {}),
          ...init.headers,
        },
      }),
    );

  const createUser = async (profile: Record<string, string> = {}): Promise<string> => {
    const response = await call('/users/', { method: 'POST', body: JSON.stringify(profile) });
    if (response.status !== 201) throw new Error(`Creating a user failed: ${response.status}`);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };

  const as = (userId: string) => ({
    send: (path: string, init: RequestInit) => call(path, init, userId),
    get: (path: string) => call(path, {}, userId),
    post: (path: string, body: unknown, init: RequestInit = {}) =>
      call(path, { ...init, method: 'POST', body: JSON.stringify(body) }, userId),
    async createChat(body: Record<string, unknown> = {}): Promise<string> {
      const response = await call('/chats/', { method: 'POST', body: JSON.stringify(body) }, userId);
      if (response.status !== 201) throw new Error(`Creating a chat failed: ${response.status}`);
      return ((await response.json()) as { data: { id: string } }).data.id;
    },
    sendTurn: (
      chatId: string,
      userInput: string,
      extra: Record<string, unknown> = {},
      init: RequestInit = {},
    ) =>
      call(
        `/chats/${chatId}/stream/`,
        {
          ...init,
          method: 'POST',
          headers: { Accept: 'text/event-stream', ...init.headers },
          body: JSON.stringify({ userEvent: { type: 'user_message', userInput }, ...extra }),
        },
        userId,
      ),
  });

  /** A fresh user of the organization with one new chat. */
  const newMemberChat = async () => {
    const member = as(await createUser());
    return { member, chatId: await member.createChat() };
  };

  return { call, createUser, as, newMemberChat };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { createTestOrganization, type TestOrganization } from '@/testing/embedded/test-organization';
import { testConfig } from '@/testing/embedded/test-config';

// Text the database cannot store, or that no person types, in every field the service keeps.
const REFUSED_IN_ALL_TEXT = ['\u0000', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\ud800', '\udfff'];
const LINE_BREAKS = ['\n', '\r', '\t'];

describe('stored text refuses characters that cannot be stored', () => {
  let service: EmbeddedService;
  let org: TestOrganization;
  let userId: string;
  let chatId: string;

  const asMember = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { 'X-Service-User-ID': userId, ...init.headers },
  });
  const send = (path: string, method: string, body: unknown, member = true) => {
    const init = { method, body: JSON.stringify(body) };
    return org.call(path, member ? asMember(init) : init);
  };

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig() });
    org = await createTestOrganization(service, 'stored-text');
    userId = (await (await send('/users/', 'POST', {}, false)).json()).data.id;
    chatId = (await (await send('/chats/', 'POST', {})).json()).data.id;
  });
  afterAll(() => service.close());

  async function expectRefused(response: Response, status: number, code: string, path: string) {
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.code).toBe(code);
    expect(body.data.fields).toContainEqual({ path, message: expect.stringMatching(/character/i) });
  }

  describe.each(REFUSED_IN_ALL_TEXT)('%j', (character) => {
    it.each(['firstName', 'lastName'])('POST /users/ %s: 422 naming the field', async (field) => {
      const response = await send('/users/', 'POST', { [field]: `Ann${character}e` }, false);
      await expectRefused(response, 422, 'error.validation', field);
    });

    it.each(['line1', 'line2', 'city'])('PUT /address/ %s: 422 naming the field', async (field) => {
      const response = await send('/address/', 'PUT', { [field]: `Main${character} Street` });
      await expectRefused(response, 422, 'error.validation', field);
    });

    it('POST /chats/ conversationPromptContext: 400 error.partner.validation', async () => {
      const response = await send('/chats/', 'POST', { conversationPromptContext: `a${character}b` });
      await expectRefused(response, 400, 'error.partner.validation', 'conversationPromptContext');
    });

    it.each(['userInput', 'messagePromptContext'])(
      'POST /chats/{chatId}/stream/ %s: 400 error.partner.validation, nothing stored',
      async (field) => {
        const userEvent = { type: 'user_message', userInput: 'I have a cough', [field]: `a${character}b` };
        const response = await send(`/chats/${chatId}/stream/`, 'POST', { userEvent });
        await expectRefused(response, 400, 'error.partner.validation', `userEvent.${field}`);
        const messages = await (await org.call(`/chats/${chatId}/messages/`, asMember())).json();
        expect(messages.data.total).toBe(0);
      },
    );
  });

  describe.each(LINE_BREAKS)('%j', (character) => {
    it('is refused in a one-line field such as a name', async () => {
      const response = await send('/users/', 'POST', { firstName: `Ann${character}Marie` }, false);
      await expectRefused(response, 422, 'error.validation', 'firstName');
    });

    it('is kept in free text such as the chat context', async () => {
      const response = await send('/chats/', 'POST', { conversationPromptContext: `a${character}b` });
      expect(response.status).toBe(201);
    });
  });

  it.each(['/chats/a%00b/', '/chats/a%1Fb/messages/', '/appointments/a%00b/', '/artifacts/a%01b/'])(
    'an identifier in the path %s that cannot be stored: 422 naming it, never a 500',
    async (path) => {
      const response = await org.call(path, asMember());
      expect(response.status).toBe(422);
      expect((await response.json()).code).toBe('error.validation');
    },
  );

  it('an identifier in a body that cannot be stored: 422 naming it', async () => {
    const response = await send('/appointments/asap/', 'POST', {
      chatId: 'a\u0000b',
      location: { state: 'CA' },
    });
    await expectRefused(response, 422, 'error.validation', 'chatId');
  });

  it('keeps text in any script, with emoji and bidi marks, as sent', async () => {
    const firstName = '\u202bسارا\u202c 🙂';
    const response = await send('/users/', 'POST', { firstName }, false);
    expect(response.status).toBe(201);
    expect((await response.json()).data.firstName).toBe(firstName);
  });
});

import { z } from 'zod';
import { MULTI_LINE_TEXT_DESCRIPTION, multiLineTextSchema } from './primitives';
import { exceedsCharacterLimit, INVALID_TIME_ZONE_MESSAGE, isValidTimeZone } from './primitive-values';
import { MESSAGE_PROMPT_CONTEXT_MAX, USER_INPUT_MAX, USER_MESSAGE_EVENT_TYPE } from './event-values';
import type { FieldIssue } from './validation';

/** Shape of the stream request body; failures are 422. Content is checked by `streamBodyContentIssues`. */
export const streamBodySchema = z
  .strictObject({
    userEvent: z.strictObject({
      type: z.literal(USER_MESSAGE_EVENT_TYPE),
      userInput: multiLineTextSchema().meta({
        description: `${MULTI_LINE_TEXT_DESCRIPTION} At least one character other than white space, and at most ${USER_INPUT_MAX} characters (400 error.partner.validation otherwise).`,
      }),
      messagePromptContext: multiLineTextSchema().optional(),
    }),
    timezone: z.string().optional(),
  })
  .meta({ id: 'StreamRequest' });

export type StreamBody = z.infer<typeof streamBodySchema>;

/** Content failures of a well-shaped stream body; any issue is a 400 `error.partner.validation`. */
export function streamBodyContentIssues(body: StreamBody): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { userInput, messagePromptContext } = body.userEvent;
  if (userInput.trim().length === 0) {
    issues.push({
      path: 'userEvent.userInput',
      message: 'Must contain at least one non-whitespace character',
    });
  } else if (exceedsCharacterLimit(userInput, USER_INPUT_MAX)) {
    issues.push({ path: 'userEvent.userInput', message: `Must be at most ${USER_INPUT_MAX} characters` });
  }
  if (
    messagePromptContext !== undefined &&
    exceedsCharacterLimit(messagePromptContext, MESSAGE_PROMPT_CONTEXT_MAX)
  ) {
    issues.push({
      path: 'userEvent.messagePromptContext',
      message: `Must be at most ${MESSAGE_PROMPT_CONTEXT_MAX} characters`,
    });
  }
  if (body.timezone !== undefined && !isValidTimeZone(body.timezone)) {
    issues.push({ path: 'timezone', message: INVALID_TIME_ZONE_MESSAGE });
  }
  return issues;
}

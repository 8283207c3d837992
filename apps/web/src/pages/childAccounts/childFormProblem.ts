import { familyApiErrorRead } from '@grove/session-family/react';
import type { ChildFormField, ChildFormProblem } from './ChildForm';

const FORM_FIELD_OF: Record<string, ChildFormField> = {
  'body.displayName': 'displayName',
  'body.age': 'age',
  'body.avatar': 'avatar',
  'body.pin': 'pin',
};

/**
 * What to show for a failed child call: SPEC §8's `message` ('Failed to create child account', …),
 * and the server's reason, placed on the form field the server named when it is one of the form's.
 */
export function childFormProblem(error: unknown, message: string): ChildFormProblem {
  const failure = familyApiErrorRead(error);
  const field = failure.field === null ? null : (FORM_FIELD_OF[failure.field] ?? null);
  // The API prefixes a field's message with its path ('body.age: …'); on the field itself that is noise.
  const detail = failure.message !== null && field !== null ? failure.message.replace(`${failure.field}: `, '') : failure.message;
  return { message, detail, field };
}

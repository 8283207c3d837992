import type { MentorStatus } from '@grove/api-contract';
import { useGetSystemStatusQuery } from '@grove/api-client/react';

/**
 * The footer's words for the mind that answers chats: Grove's own builtin mentor, or a model and the
 * host it runs on (never a path or a key: the API sends only scheme, host and port).
 */
export function mentorMindLabel(mentor: MentorStatus): string {
  if (mentor.mind === 'builtin') return "Mind: Grove's own";
  const host = mentor.server === null ? null : mentor.server.replace(/^https?:\/\//, '');
  return host === null ? `Mind: ${mentor.model}` : `Mind: ${mentor.model} at ${host}`;
}

/**
 * The footer's lines about the API: online with its version and the answering mind, or unreachable.
 * Both lines are there from the first paint (the mind's line empty until the API answers), so the
 * answer fills the footer in place instead of growing it and moving what is around it.
 */
export function ServiceStatus() {
  const { data, isLoading, isError } = useGetSystemStatusQuery();
  let text = 'Checking service…';
  let state = 'checking';
  if (data) {
    text = `Service online · v${data.version}`;
    state = 'online';
  } else if (isError && !isLoading) {
    text = 'Service unreachable — some features may not work';
    state = 'offline';
  }
  return (
    <>
      <p className="service-status" data-state={state} role="status" aria-live="polite">
        {text}
      </p>
      <p className="service-mind" data-mind={data?.mentor.mind}>
        {data ? mentorMindLabel(data.mentor) : '\u00a0'}
      </p>
    </>
  );
}

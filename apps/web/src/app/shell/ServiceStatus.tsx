import { useGetSystemStatusQuery } from '@grove/api-client/react';

/** The footer's one line about the API: online with its version, or unreachable. */
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
    <p className="service-status" data-state={state} role="status" aria-live="polite">
      {text}
    </p>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import '@grove/ui-glass/styles.css';
import { webEnvRead } from './config/env';
import { errorReporterStart } from './app/errorReporter';
import { AppProviders } from './app/providers';
import { rootElementFind } from './app/rootElement';
import { appRouterCreate } from './app/router';
import { makeStore } from './app/store';

const env = webEnvRead(import.meta.env);
void errorReporterStart(env);

const root = rootElementFind(document);
const store = makeStore();
const router = appRouterCreate();

// SPEC §8: 401/402/429 answers alert their message; an exhausted trial then goes to /signup.
const apiEvents = apiEventChannelCreate();
apiEvents.subscribe((event) => {
  window.alert(event.message);
  if (event.type === 'trialExhausted') void router.navigate(event.redirectTo);
});
groveApiConfigure({
  baseUrl: '',
  // No sign-in provider is wired yet: every request goes out as a signed-out visitor.
  identity: async () => ({ idToken: null, activeRole: null, childId: null }),
  events: apiEvents,
});

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} flags={env.flags}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

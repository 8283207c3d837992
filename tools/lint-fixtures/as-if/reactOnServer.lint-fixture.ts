// lint-as: apps/api/src/routes/reactOnServer.ts
// Deliberately bad: the API server importing a React binding.
import { RouteGate } from '@grove/session-family/react';

export const wrong = [RouteGate];

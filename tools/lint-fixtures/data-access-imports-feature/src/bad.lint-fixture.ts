// Deliberately bad: a type:data-access project importing a type:feature lib, and a lib reaching into
// an app by a relative path.
import { routeDecide } from '@grove/session-family';
import { makeStore } from '../../../../apps/web/src/app/store';

export const wrong = [routeDecide, makeStore];

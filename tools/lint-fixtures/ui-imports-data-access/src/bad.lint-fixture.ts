// Deliberately bad: a type:ui project importing the data-access lib.
import { apiHeadersBuild } from '@grove/api-client';

export const wrong = [apiHeadersBuild];

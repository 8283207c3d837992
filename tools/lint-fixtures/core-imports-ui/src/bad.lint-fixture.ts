// Deliberately bad: a type:core project importing a type:ui lib and React.
import { screenSizeClass } from '@grove/ui-glass';
import { useState } from 'react';

export const wrong = [screenSizeClass, useState];

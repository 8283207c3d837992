import { Link } from 'react-router-dom';
import type { FoundersLink } from '@grove/founders/react';

/** The founders components' links as the router's: pages open without a load. */
export const foundersRouterLink: FoundersLink = (to, label, className) => (
  <Link to={to} className={className}>
    {label}
  </Link>
);

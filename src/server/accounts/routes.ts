/** The accounts area of the built-in API (spec sections 4 and 7, issue 6). */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { passwordRoutes } from './password.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import { sessionAccountRoutes } from './session.routes.ts';
import { socialRoutes } from './social.routes.ts';

export const accountsRoutes = new Hono<AppEnv>()
  .route('/', sessionAccountRoutes)
  .route('/', registrationRoutes)
  .route('/', passwordRoutes)
  .route('/', profileRoutes)
  .route('/', socialRoutes);

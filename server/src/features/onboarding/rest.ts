import { Router } from 'express';
import type { Services } from '../../services';

export function onboardingRest(_services: Services): Router {
  return Router();
}

import { Router } from 'express';
import type { Services } from '../../services';

export function projectsRest(_services: Services): Router {
  return Router();
}

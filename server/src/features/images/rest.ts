import express, { Router } from 'express';
import { MAX_PLAN_IMAGE_BYTES } from '@fixwise/shared';
import { ImageUploadedSchema } from '@fixwise/shared/rest';
import { routeDocs } from '../../http/route-docs';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import { limitAction, type LimitDeps } from '../limits/guards';
import type { ImageService } from './service';

/** What the image paths use. */
export interface ImagesRestDeps extends AuthDeps, LimitDeps {
  images: ImageService;
}

export const imagesRoutes = routeDocs('Images', {
  'POST /images': {
    summary: 'Upload a photo',
    description:
      'JPEG, PNG, GIF or WebP, up to 5 MB and 50 megapixels, as the raw body; the bytes decide the type. The photo is stored upright and without its metadata (EXIF, GPS, XMP, IPTC, comments).',
    body: { mime: 'image/*', description: 'The photo’s bytes.' },
    responses: { 201: ImageUploadedSchema },
    errors: ['RATE_LIMITED'],
  },
  'GET /images/:id': {
    summary: 'Read one of your photos',
    responses: { 200: { mime: 'image/*', description: 'The photo’s bytes.' } },
  },
});

/** POST /api/images (raw image body) → {id, url}; GET /api/images/{id} → the bytes, owner only. */
export function imagesRest(services: ImagesRestDeps): Router {
  const router = Router();
  router.post(
    '/images',
    requireUser(services),
    // counted before the body is read: a refused upload costs no bandwidth to store
    async (req, res, next) => {
      await limitAction(services, 'upload', { userId: currentUser(res).id, ip: req.ip ?? null });
      next();
    },
    express.raw({ type: () => true, limit: MAX_PLAN_IMAGE_BYTES }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.status(201).json(await services.images.upload(currentUser(res).id, body));
    },
  );
  router.get('/images/:id', requireUser(services), async (req, res) => {
    const image = await services.images.read(currentUser(res).id, String(req.params.id));
    // Cache-Control: no-store, as every answer about a person (http/no-store.ts): no copy on a shared computer
    res.type(image.mime).send(image.bytes);
  });
  return router;
}

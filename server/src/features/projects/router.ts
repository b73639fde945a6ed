import { createRouter } from '../../trpc';

/** Filled in by the projects feature (issue 4). */
export const projectsRouter = createRouter({});

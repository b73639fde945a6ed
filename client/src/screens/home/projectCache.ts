import type { Project, ProjectChange } from '@fixwise/shared';

/** Applies one live change to the cached list (spec §4 Project list changes). */
export function applyProjectChange(list: readonly Project[] | undefined, change: ProjectChange): Project[] | undefined {
  if (!list) return list;
  switch (change.type) {
    case 'created':
      return list.some((p) => p._id === change.project._id) ? [...list] : [change.project, ...list];
    case 'updated':
      return list.map((p) => (p._id === change.project._id ? change.project : p));
    case 'deleted':
      return list.filter((p) => p._id !== change.projectId);
    case 'resync':
      return [...list];
  }
}

import type { User } from '@fixwise/shared';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The one shape every transport returns for a user: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    hasGoogle: row.googleId !== null,
    experienceLevel: row.experienceLevel,
    confidence: row.confidence,
    tools: row.tools,
    interestedProjects: row.interestedProjects,
    country: row.country,
    state: row.state,
    describe: row.describe,
    homeAge: row.homeAge,
  };
}

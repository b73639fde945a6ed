import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { NotFound } from '../../errors';
import { createRouter, protectedProcedure } from '../../trpc';

export const accountRouter = createRouter({
  me: protectedProcedure.query(async ({ ctx }) => {
    const [user] = await ctx.services.db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(users)
      .where(eq(users.id, ctx.user.id));
    if (!user) throw new NotFound('User not found');
    return user;
  }),

  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await ctx.services.sessions.revoke(ctx.token);
    return { ok: true as const };
  }),
});

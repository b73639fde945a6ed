import {
  AuthResultSchema,
  GoogleStatusSchema,
  LoginInputSchema,
  OkSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SignupInputSchema,
  UserSchema,
  UserUpdateSchema,
} from '@fixwise/shared';
import { createRouter, protectedProcedure, publicProcedure } from '../../trpc';
import { limitAction } from '../limits/guards';
import { googleEnabled } from './google';

export const accountRouter = createRouter({
  signup: publicProcedure
    .input(SignupInputSchema)
    .output(AuthResultSchema)
    .mutation(async ({ ctx, input }) => {
      await limitAction(ctx.services, 'signup', { ip: ctx.ip });
      return ctx.services.accounts.signup(input, ctx.ip);
    }),

  login: publicProcedure
    .input(LoginInputSchema)
    .output(AuthResultSchema)
    .mutation(({ ctx, input }) => ctx.services.accounts.login(input, ctx.ip)),

  me: protectedProcedure.output(UserSchema).query(({ ctx }) => ctx.services.accounts.getUser(ctx.user.id, ctx.user.id)),

  updateProfile: protectedProcedure
    .input(UserUpdateSchema)
    .output(UserSchema)
    .mutation(({ ctx, input }) => ctx.services.accounts.updateUser(ctx.user.id, ctx.user.id, input)),

  logout: protectedProcedure.output(OkSchema).mutation(async ({ ctx }) => {
    await ctx.services.sessions.revoke(ctx.token);
    return { ok: true as const };
  }),

  requestPasswordReset: publicProcedure
    .input(PasswordResetRequestSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await limitAction(ctx.services, 'passwordReset', { ip: ctx.ip, email: input.email });
      await ctx.services.passwordResets.request(input);
      return { ok: true as const };
    }),

  resetPassword: publicProcedure
    .input(PasswordResetSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.passwordResets.reset(input, ctx.ip);
      return { ok: true as const };
    }),

  googleStatus: publicProcedure
    .output(GoogleStatusSchema)
    .query(({ ctx }) => ({ enabled: googleEnabled(ctx.services.config) })),
});

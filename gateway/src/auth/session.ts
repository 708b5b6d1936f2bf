// Signing in and out, and keeping a session alive: access tokens are short-lived; the
// refresh token rotates on every use and a reused one ends its whole family.
import type { TokenPair, ViewerRecord } from './viewer-wire.ts';
import { builder } from '../builder.ts';
import { AuthenticationError, InputValidationError, ThrottledError, fromUpstream } from '../errors.ts';
import { messageSuccessType } from './message-result.ts';
import { ViewerType } from './viewer.ts';

interface SessionRecord extends TokenPair {
  viewer: ViewerRecord;
}

const SessionType = builder.objectRef<SessionRecord>('Session').implement({
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
    accessTokenExpiresAt: t.exposeString('accessTokenExpiresAt'),
    viewer: t.field({ type: ViewerType, resolve: (session) => session.viewer }),
  }),
});

const SignInSuccess = builder.objectRef<{ session: SessionRecord }>('SignInSuccess').implement({
  fields: (t) => ({ session: t.field({ type: SessionType, resolve: (result) => result.session }) }),
});

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInSuccess,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: [InputValidationError, AuthenticationError, ThrottledError], union: { name: 'SignInResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const { tokens, viewer } = await context.loaders.auth.login({ email: input.email, password: input.password });
        return { session: { ...tokens, viewer } };
      } catch (error) {
        throw fromUpstream(error, {
          401: (upstream) => new AuthenticationError(upstream.message),
          403: (upstream) => new AuthenticationError(upstream.message),
          429: ThrottledError.fromUpstream,
        });
      }
    },
  }),
);

const RefreshSessionSuccess = builder.objectRef<TokenPair>('RefreshSessionSuccess').implement({
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
    accessTokenExpiresAt: t.exposeString('accessTokenExpiresAt'),
  }),
});

const RefreshSessionInput = builder.inputType('RefreshSessionInput', {
  fields: (t) => ({ refreshToken: t.string({ required: true }) }),
});

builder.mutationField('refreshSession', (t) =>
  t.field({
    type: RefreshSessionSuccess,
    description: 'Trades a refresh token for a new access token and a new refresh token (the old one is spent).',
    args: { input: t.arg({ type: RefreshSessionInput, required: true }) },
    errors: { types: [AuthenticationError], union: { name: 'RefreshSessionResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.auth.refresh(input.refreshToken);
      } catch (error) {
        throw fromUpstream(error, {
          400: (upstream) => new AuthenticationError(upstream.message),
          401: (upstream) => new AuthenticationError(upstream.message),
        });
      }
    },
  }),
);

const SignOutSuccess = messageSuccessType('SignOutSuccess');

const SignOutInput = builder.inputType('SignOutInput', {
  fields: (t) => ({ refreshToken: t.string({ required: true }) }),
});

builder.mutationField('signOut', (t) =>
  t.field({
    type: SignOutSuccess,
    description: 'Ends the session the refresh token belongs to, on the server as well.',
    args: { input: t.arg({ type: SignOutInput, required: true }) },
    errors: { types: [], union: { name: 'SignOutResult' } },
    resolve: async (_root, { input }, context) => {
      await context.loaders.auth.logout(input.refreshToken);
      return { message: 'Signed out.' };
    },
  }),
);

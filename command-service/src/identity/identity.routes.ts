import {
  ChangeOwnPasswordRequest,
  OtpRequest,
  OtpVerifyRequest,
  PasswordResetRequest,
  SignInRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import { parse } from '../http/validate';
import type { RouteSpec } from '../http/route-registry';
import {
  currentUser,
  sendOneTimeCode,
  signIn,
  signOut,
  verifyOneTimeCode,
} from './identity.handlers';
import { changeOwnPassword, resetPassword } from './password.handlers';

export const identityRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/auth/signIn',
    access: 'public',
    handle: async (req) => {
      const { email, password } = parse(SignInRequest, req.body);
      return { status: 200, body: await signIn(app, email, password, req.ip) };
    },
  },
  {
    method: 'post',
    path: '/api/auth/otp',
    access: 'public',
    handle: async (req) => ({
      status: 200,
      body: await sendOneTimeCode(app, parse(OtpRequest, req.body).phoneNumber, req.ip),
    }),
  },
  {
    method: 'post',
    path: '/api/auth/otp/verify',
    access: 'public',
    handle: async (req) => {
      const { phoneNumber, code } = parse(OtpVerifyRequest, req.body);
      return { status: 200, body: await verifyOneTimeCode(app, phoneNumber, code, req.ip) };
    },
  },
  {
    method: 'post',
    path: '/api/auth/signOut',
    access: 'signedIn',
    whilePasswordChangeRequired: true,
    handle: async (req) => {
      await signOut(app, req.user, req.commandId);
      return { status: 204 };
    },
  },
  {
    method: 'post',
    path: '/api/users/current/password',
    access: 'signedIn',
    whilePasswordChangeRequired: true,
    handle: async (req) => {
      const { currentPassword, password } = parse(ChangeOwnPasswordRequest, req.body ?? {});
      return {
        status: 200,
        body: await changeOwnPassword(
          app,
          commandContextOf(app, req),
          req.user,
          currentPassword,
          password,
        ),
      };
    },
  },
  {
    method: 'post',
    path: '/api/auth/passwordReset',
    access: 'public',
    handle: async (req) => {
      const { token, password } = parse(PasswordResetRequest, req.body ?? {});
      await resetPassword(app, commandContextOf(app, req), token, password);
      return { status: 204 };
    },
  },
  {
    method: 'get',
    path: '/api/users/current',
    access: 'signedIn',
    whilePasswordChangeRequired: true,
    handle: async (req) => ({ status: 200, body: await currentUser(app, req.user) }),
  },
];

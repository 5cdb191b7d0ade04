import { z } from 'zod';
import { ChangePasswordRequest, UpdateUserRequest, UserListQuery } from '@cairn/contracts';
import { listUsers } from '@cairn/projection-service';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { forbidden } from '../command-handling/domain-error';
import { changePassword, impersonate, suspendUser, updateUser } from './users.handlers';
import { sendPasswordReset } from '../identity/password.handlers';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

export const userRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/users',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await listUsers(app.rows, parse(UserListQuery, req.query)),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/users/:uuid',
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      const body = parse(UpdateUserRequest, req.body ?? {});
      return { status: 200, body: await updateUser(app, commandContextOf(app, req), uuid, body) };
    },
  },
  {
    method: 'post',
    path: '/api/admin/users/:uuid/suspend',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await suspendUser(app, commandContextOf(app, req), parse(UuidParam, req.params).uuid),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/users/:uuid/changePassword',
    // Hub users may change their own here too (given the current one): the handler decides by role.
    access: 'signedIn',
    handle: async (req) => {
      // Analysts only read (the access matrix's rule for them), whatever the body says.
      if (req.user.role === 'ROLE_CAIRN_ANALYST') throw forbidden();
      const { uuid } = parse(UuidParam, req.params);
      const { currentPassword, password } = parse(ChangePasswordRequest, req.body ?? {});
      return {
        status: 200,
        body: await changePassword(app, commandContextOf(app, req), {
          caller: req.user,
          uuid,
          currentPassword,
          password,
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/users/:uuid/sendPasswordReset',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await sendPasswordReset(
        app,
        commandContextOf(app, req),
        req.user,
        parse(UuidParam, req.params).uuid,
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/users/:uuid/impersonate',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await impersonate(app, req.user, parse(UuidParam, req.params).uuid),
    }),
  },
];

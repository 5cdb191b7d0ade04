import { z } from 'zod';
import { CreateProjectRequest } from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { addProject, listProjects } from './projects.handlers';

const HubParam = z.object({ hubUuid: z.string().uuid('validationInvalid') });

export const projectRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/companies/:hubUuid/projects',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await listProjects(app, parse(HubParam, req.params).hubUuid),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/companies/:hubUuid/projects',
    access: 'admin',
    handle: async (req) => {
      const { hubUuid } = parse(HubParam, req.params);
      return {
        status: 201,
        body: await addProject(
          app,
          commandContextOf(app, req),
          hubUuid,
          parse(CreateProjectRequest, req.body ?? {}),
        ),
      };
    },
  },
];

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SecurityRole } from '@cairn/contracts';
import { registerUser } from '../../src/identity/user.handlers';
import { TEST_PASSWORD, type TestApp, hubBody } from './test-app';

export const PICTURES = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
export const picture = (file: string) => readFile(PICTURES + file);

/** A hub made through the API, plus a manager signed in. */
export const hubWithManager = async (
  t: TestApp,
  name: string,
  role: SecurityRole = 'ROLE_HUB_MANAGER',
  hub: Record<string, unknown> = {},
) => {
  const created = await t.call('POST', '/api/admin/companies/hubs', {
    token: t.adminToken,
    body: hubBody({ name, ...hub }),
  });
  if (created.status !== 201)
    throw new Error(`hub create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const email = `manager.${Math.random().toString(36).slice(2)}@test.example`;
  const user = await registerUser(
    t.running.app,
    { commandId: `fixture-${email}`, actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid: created.body.uuid,
      role,
      gender: 'MALE',
      firstName: 'Ravi',
      lastName: name,
      email,
      phoneNumber: null,
      language: 'EN',
      authType: 'EMAIL_PASSWORD',
      region: 'AP_MUMBAI',
    },
    TEST_PASSWORD,
  );
  return {
    hub: created.body as { uuid: string; name: string },
    email,
    userUuid: user.uuid,
    token: await t.signIn(email),
  };
};

export const uploadPicture = async (
  t: TestApp,
  token: string,
  path: string,
  file: Buffer,
  fields: Record<string, string> = {},
  name = 'bag.png',
) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.call('POST', path, { token, form });
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

const PASSWORD = 'demo-password-flow';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CAIRN_DEMO_PASSWORD: PASSWORD }, demo: true });
});
afterAll(async () => {
  await t?.stop();
});

const PERIOD = 'startDate=2000-01-01T00:00:00.000Z&endDate=2100-01-01T00:00:00.000Z';
const grams = (x: number) => Math.round(x * 1000);

describe('the demo recycler’s material flow (issue 39)', () => {
  it('runs registration → grading → processing → clearance with the mass balance’s figures to the gram', async () => {
    const token = await t.signIn('manager.bandung@cairn.example', PASSWORD);
    const flow = (await t.call('GET', `/api/massBalance/flow?${PERIOD}`, { token })).body;
    const account = async (a: string) =>
      (await t.call('GET', `/api/massBalance/overview?account=${a}&${PERIOD}`, { token })).body
        .total as number;
    expect(flow.steps.registered).toBe(await account('REGISTRATION'));
    expect(flow.steps.gradedOutput).toBe(await account('SEGREGATION'));
    expect(flow.steps.processedOutput).toBe(await account('PROCESSING'));
    expect(flow.steps.cleared).toBe(await account('CLEARANCE'));
    // Every step of the chain has weight.
    for (const step of [
      'registered',
      'gradedInput',
      'gradedOutput',
      'processedLoad',
      'processedInput',
      'processedOutput',
      'cleared',
    ])
      expect(flow.steps[step], step).toBeGreaterThan(0);
    const linked = (flow.links as Array<{ source: string; target: string }>).map(
      (l) => `${l.source}>${l.target}`,
    );
    expect(linked).toEqual(
      expect.arrayContaining([
        'REGISTERED>GRADING',
        'GRADING>GRADED',
        'GRADED>PROCESSING',
        'PROCESSING>PROCESSED',
        'PROCESSED>CLEARED',
      ]),
    );
    // The first column adds up to the registered weight, to the gram: Pune supplies the trucks.
    expect(grams(flow.sources.reduce((a: number, s: { weight: number }) => a + s.weight, 0))).toBe(
      grams(flow.steps.registered),
    );
    // Each step's links out never exceed what came in (the rest is stock or loss, drawn as such).
    const out = (node: string) =>
      grams(
        (flow.links as Array<{ source: string; weight: number }>)
          .filter((l) => l.source === node)
          .reduce((a, l) => a + l.weight, 0),
      );
    expect(out('REGISTERED')).toBe(grams(flow.steps.registered));
    expect(out('GRADING')).toBe(grams(flow.steps.gradedInput));
    expect(out('PROCESSED')).toBe(grams(flow.steps.processedOutput));

    // The admin's flow is the same, and a link's hub events are there to open.
    const admin = t.adminToken;
    const signedIn = await t.call('POST', '/api/auth/signIn', {
      body: { email: 'manager.bandung@cairn.example', password: PASSWORD },
    });
    const hubUuid = signedIn.body.user.company.uuid as string;
    expect(
      (await t.call('GET', `/api/admin/hubs/${hubUuid}/flow?${PERIOD}`, { token: admin })).body,
    ).toEqual(flow);
  });
});

// No zod at run time: the UI shell reads it before any schema loads.
import type { z } from 'zod';
import type { Environment } from './enums';

export type EnvironmentName = z.infer<typeof Environment>;

/** Labels that mark a development host: dev.cairn.example, cairn-staging.example.org, qa1.x. */
const DEV_LABEL =
  /^(dev|development|staging|stage|test|qa|local)(\d*|-.*)$|-(dev|staging|test|qa)$/;
/** Labels that mark the demo: demo.cairn.example, cairn-demo.example.org, demo2.x. */
const DEMO_LABEL = /^demo(\d*|-.*)$|-demo$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Document 1 §9: "the environment is chosen by host name: production, demo, or otherwise
 * development". Our deployments' host names are not known in advance, so the names themselves
 * tell: localhost, an IP address, `.local` and a dev/staging/test/qa label are development; a
 * `demo` label is the demo; any other name is production (a badge wrongly shown to customers would
 * be worse than none on an oddly named test host).
 */
export const environmentOfHost = (hostname: string): EnvironmentName => {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const labels = host.split('.');
  if (
    host === '' ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    IPV4.test(host) ||
    host.includes(':') ||
    labels.some((label) => DEV_LABEL.test(label))
  )
    return 'dev';
  if (labels.some((label) => DEMO_LABEL.test(label))) return 'demo';
  return 'prod';
};

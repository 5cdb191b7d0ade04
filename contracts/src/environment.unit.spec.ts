import { describe, expect, it } from 'vitest';
import { environmentOfHost } from './environment';

describe('environmentOfHost (Document 1 §9)', () => {
  it.each([
    ['localhost', 'dev'],
    ['LOCALHOST', 'dev'],
    ['127.0.0.1', 'dev'],
    ['192.168.1.20', 'dev'],
    ['[::1]', 'dev'],
    ['cairn.local', 'dev'],
    ['app.localhost', 'dev'],
    ['dev.cairn.example', 'dev'],
    ['dev2.cairn.example', 'dev'],
    ['cairn-staging.example.org', 'dev'],
    ['qa.cairn.example', 'dev'],
    ['test-eu.cairn.example', 'dev'],
    ['demo.cairn.example', 'demo'],
    ['demo2.cairn.example', 'demo'],
    ['cairn-demo.example.org', 'demo'],
    ['demo-br.cairn.example', 'demo'],
    ['demo.cairn.example.', 'demo'],
    ['cairn.example', 'prod'],
    ['app.cairn.example', 'prod'],
    ['br.cairn.example', 'prod'],
    ['democracy.example.org', 'prod'],
    ['devices.example.org', 'prod'],
    ['latest.example.org', 'prod'],
  ])('%s is %s', (host, environment) => {
    expect(environmentOfHost(host)).toBe(environment);
  });

  it('a development marker wins over a demo one (a demo on a staging host is not the demo)', () => {
    expect(environmentOfHost('demo.staging.cairn.example')).toBe('dev');
  });
});

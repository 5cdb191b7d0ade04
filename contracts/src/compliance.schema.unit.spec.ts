import { describe, expect, it } from 'vitest';
import { CreateComplianceActionRequest, isAuditActionOverdue } from './compliance.schema';

describe('an overdue audit action (issue 20 item 9)', () => {
  const due = (status: Parameters<typeof isAuditActionOverdue>[0]['status']) => ({
    status,
    deadlineDate: '2026-11-20',
  });
  it('is one whose deadline day has ended while it still waits for evidence', () => {
    expect(isAuditActionOverdue(due('CREATED'), '2026-11-21')).toBe(true);
    expect(isAuditActionOverdue(due('OWNER_NOTIFIED'), '2026-11-21')).toBe(true);
  });
  it('is not overdue on its deadline day itself', () => {
    expect(isAuditActionOverdue(due('OWNER_NOTIFIED'), '2026-11-20')).toBe(false);
  });
  it('is not overdue once evidence arrived or it was reviewed', () => {
    expect(isAuditActionOverdue(due('IN_REVIEW'), '2026-12-01')).toBe(false);
    expect(isAuditActionOverdue(due('REVIEWED'), '2026-12-01')).toBe(false);
  });
});

describe('the audit action type', () => {
  const body = {
    name: 'n',
    description: 'd',
    deadlineDate: '2026-12-01',
    cocPrincipleUuid: '00000000-0000-4000-8000-000000000000',
    companyUuid: '00000000-0000-4000-8000-000000000001',
  };
  it('is REQUEST_EVIDENCE when not given, and no other', () => {
    expect(CreateComplianceActionRequest.parse(body).type).toBe('REQUEST_EVIDENCE');
    const other = CreateComplianceActionRequest.safeParse({ ...body, type: 'SITE_VISIT' });
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]).toMatchObject({ path: ['type'], message: 'validationInvalid' });
  });
});

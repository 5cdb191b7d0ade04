import type { ComplianceAction } from '@cairn/contracts';

/** Audit actions around today: one overdue, one late but with evidence, one not yet due. */
export const PRINCIPLE = {
  uuid: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  category: 'NO_CHILD_LABOUR' as const,
  paragraph: '4.1',
};

/** An action with its deadline `days` from today (negative: passed). */
const action = (name: string, days: number, status: ComplianceAction['status']) =>
  ({
    uuid: `00000000-0000-4000-8000-00000000000${name.length % 10}`,
    name,
    description: `${name} description`,
    deadlineDate: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
    createdAt: '2026-11-01T10:00:00.000Z',
    lastModifiedAt: '2026-11-01T10:00:00.000Z',
    type: 'REQUEST_EVIDENCE',
    status,
    reviewedAt: null,
    cocPrinciple: PRINCIPLE,
    documents: [],
  }) satisfies ComplianceAction;

export const ACTIONS = [
  action('Age register', -3, 'OWNER_NOTIFIED'),
  action('Gloves', -3, 'IN_REVIEW'),
  action('Wage slips', 5, 'CREATED'),
];

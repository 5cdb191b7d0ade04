import { CreateHubRequest, UpdateHubRequest, type Hub } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { hubRequest, hubValues, newHubValues, type HubFormOutput } from './hub-form-values';

const validNewHub = () => ({
  ...newHubValues(),
  name: 'Harbour Collect',
  type: 'COLLECTION_CENTER',
  currency: 'EUR',
  street: '1 Kai',
  zipCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  firstUser: {
    gender: 'FEMALE',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: '  grace@harbour.example ',
    phoneNumber: '',
    language: 'EN',
    authType: 'EMAIL_PASSWORD',
  },
});

describe('hub form values', () => {
  it('starts from the defaults of Document 1 §9, every other flag off', () => {
    const values = newHubValues();
    expect(values).toMatchObject({
      cameraResolution: 'W720_H960',
      showClearanceWeight: true,
      showMaterialClearanceBuyer: true,
      weighMaterialCollection: true,
      dataExportReportFrequency: 'WEEKLY',
      pipelineOwner: false,
      autoPublishEvents: false,
    });
  });

  it('builds a create request the contract accepts, email trimmed, no plastic-credits date', () => {
    const parsed = CreateHubRequest.parse(validNewHub()) as HubFormOutput;
    const body = hubRequest({ ...parsed, plasticCreditsSinceDate: '2025-01-01' }, false);
    expect(CreateHubRequest.safeParse(body).success).toBe(true);
    expect(body.firstUser?.email).toBe('grace@harbour.example');
    expect(body.firstUser?.phoneNumber).toBeNull();
    expect(body.plasticCreditsSinceDate).toBeNull();
  });

  it('loads a hub whose organization and assigned hubs come as objects, and sends firstUser null on update', () => {
    const parsed = CreateHubRequest.parse(validNewHub());
    const hub = {
      ...parsed,
      uuid: '00000000-0000-4000-8000-000000000001',
      state: 'ACTIVE',
      createdAt: '2025-01-01T00:00:00Z',
      type: 'ORGANIZATION',
      organizationUuid: undefined,
      organization: { uuid: '00000000-0000-4000-8000-000000000007', name: 'Org' },
      assignedCompanyUuids: [],
      assignedCompanies: [{ company: { uuid: '00000000-0000-4000-8000-000000000003', name: 'A' } }],
      qrCode: null,
      users: [],
    } as unknown as Hub;
    const values = hubValues(hub);
    expect(values.organizationUuid).toBe('00000000-0000-4000-8000-000000000007');
    expect(values.assignedCompanyUuids).toEqual(['00000000-0000-4000-8000-000000000003']);
    expect(values.firstUser).toBeNull();
    const body = hubRequest(UpdateHubRequest.parse(values) as HubFormOutput, true);
    expect(body.firstUser).toBeNull();
    expect(body.assignedCompanyUuids).toEqual(['00000000-0000-4000-8000-000000000003']);
    expect(UpdateHubRequest.safeParse(body).success).toBe(true);
  });
});

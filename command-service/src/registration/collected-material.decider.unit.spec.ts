import { describe, expect, it } from 'vitest';
import { HubFields } from '@cairn/contracts';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import {
  type CollectedMaterialEvent,
  type RegisterCollectedMaterial,
  collectedMaterialDecider,
  decideRegisterCollectedMaterial,
} from './collected-material.decider';

const hubFields = HubFields.parse({
  name: 'Hub',
  type: 'COLLECTION_CENTER',
  features: ['WASTE_BAG_REGISTRATION'],
  cameraResolution: 'W720_H960',
  street: 's',
  zipCode: '1',
  city: 'c',
  country: 'IN',
  currency: 'INR',
  collectedMaterialTypes: ['PET_CLEAR'],
});
const at = '2026-11-20T10:00:00.000Z';
const command: Omit<RegisterCollectedMaterial, 'pictureMimeType'> = {
  type: 'RegisterCollectedMaterial',
  uuid: 'm',
  hubUuid: 'h',
  registrationUnit: 'BAG',
  weight: 5,
  quantityUnit: 'KG',
  company: { uuid: 'h', name: 'Hub', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  materialType: 'PET_CLEAR',
  pictureFileUploadUuid: 'p',
  supplierName: null,
  supplierUuid: null,
  collectorUuid: null,
  collectorTrackingNumber: null,
  collectionUnitUuid: null,
  trackedItemUuid: null,
  latitude: null,
  longitude: null,
  materialSourceType: null,
  licensePlate: null,
  transportOwner: null,
  weighedAt: at,
  autoPublished: false,
  at,
};
const { type: _type, at: _at, ...data } = command;
const registered: CollectedMaterialEvent = {
  type: 'CollectedMaterialRegistered',
  data: { ...data, pictureMimeType: 'image/png', eventType: 'REGISTRATION', createdAt: at },
};
const activeHub: HubAggregate = { exists: true, state: 'ACTIVE', fields: hubFields };
const ownPicture: FileUploadAggregate = {
  exists: true,
  hubUuid: 'h',
  mimeType: 'image/png',
  analyzed: false,
};
const register = (
  over: Partial<typeof command> = {},
  states: { hub?: HubAggregate; picture?: FileUploadAggregate } = {},
) =>
  whenDeciding(() =>
    decideRegisterCollectedMaterial(
      { ...command, ...over },
      {
        hub: states.hub ?? activeHub,
        picture: states.picture ?? ownPicture,
        material: collectedMaterialDecider.initialState(),
      },
    ),
  );
const invalidOn = (field: string) =>
  refusedAs('invalid', 'validationError', { [field]: 'validationInvalid' });

describe('collected material registration', () => {
  it('registers material of a configured type at an active hub, with its picture type', () => {
    register().then([{ streamId: 'collectedMaterial-m', events: [registered] }]);
  });
  it('keeps the time the phone saved it beside the time the server received it (issue 31)', () => {
    const capturedAt = '2026-11-20T07:30:00.000Z';
    register({ capturedAt }).then([
      {
        streamId: 'collectedMaterial-m',
        events: [{ ...registered, data: { ...registered.data, capturedAt, createdAt: at } }],
      },
    ]);
  });
  it('refuses at a paused hub', () => {
    register({}, { hub: { ...activeHub, state: 'PAUSED' } }).thenThrows(
      refusedAs('invalid', 'hubNotActive'),
    );
  });
  it("refuses another hub's picture", () => {
    register({}, { picture: { ...ownPicture, hubUuid: 'other' } }).thenThrows(
      invalidOn('pictureFileUploadUuid'),
    );
  });
  it("refuses a collector card or tracked item that is another hub's or none, from their streams", () => {
    const decide = (named: object) =>
      whenDeciding(() =>
        decideRegisterCollectedMaterial(
          { ...command, collectorUuid: 'c', trackedItemUuid: 't' },
          {
            hub: activeHub,
            picture: ownPicture,
            material: collectedMaterialDecider.initialState(),
            ...named,
          },
        ),
      );
    const own = { exists: true, hubUuid: 'h' };
    decide({ collector: { ...own, hubUuid: 'x' }, trackedItem: own }).thenThrows(
      invalidOn('collectorUuid'),
    );
    decide({ collector: null, trackedItem: own }).thenThrows(invalidOn('collectorUuid'));
    decide({ collector: own, trackedItem: { exists: false, hubUuid: null } }).thenThrows(
      invalidOn('trackedItemUuid'),
    );
    decide({ collector: own, trackedItem: own }).then([
      expect.objectContaining({ streamId: 'collectedMaterial-m' }),
    ]);
  });
  it('refuses a material type the hub does not collect', () => {
    register({ materialType: 'GLASS_CLEAR' }).thenThrows(invalidOn('materialType'));
  });
  it('refuses a zero weight', () => {
    register({ weight: 0 }).thenThrows(
      refusedAs('invalid', 'validationError', { weight: 'validationMin' }),
    );
  });
  it('refuses with 403 a registration unit whose feature the hub lacks (issue 20), not the admin', () => {
    const forbidden = refusedAs('forbidden', 'apiErrorForbidden');
    register({ registrationUnit: 'CONTAINER' }).thenThrows(forbidden);
    register({ registrationUnit: 'TRUCK_LOAD' }).thenThrows(forbidden);
    const bagless = { ...activeHub, fields: { ...hubFields, features: [] } };
    register({}, { hub: bagless }).thenThrows(forbidden);
    // A bag of a collection round needs MATERIAL_COLLECTION instead.
    register({ collectionUnitUuid: 'u' }).thenThrows(forbidden);
    const collecting = {
      ...activeHub,
      fields: { ...hubFields, features: ['MATERIAL_COLLECTION' as const] },
    };
    expect(() =>
      decideRegisterCollectedMaterial(
        { ...command, collectionUnitUuid: 'u' },
        { hub: collecting, picture: ownPicture, material: { exists: false } },
      ),
    ).not.toThrow();
    expect(() =>
      decideRegisterCollectedMaterial(command, {
        hub: bagless,
        picture: ownPicture,
        material: { exists: false },
        byAdmin: true,
      }),
    ).not.toThrow();
  });
  it('requires the material source when requiresMaterialCollectionSource is on', () => {
    const sourced = {
      ...activeHub,
      fields: { ...hubFields, requiresMaterialCollectionSource: true },
    };
    register({}, { hub: sourced }).thenThrows(
      refusedAs('invalid', 'validationError', { materialSourceType: 'validationRequired' }),
    );
    expect(() =>
      decideRegisterCollectedMaterial(
        { ...command, materialSourceType: 'HOUSEHOLD' },
        { hub: sourced, picture: ownPicture, material: { exists: false } },
      ),
    ).not.toThrow();
  });
  it('takes a supplier named only by text when allowUnregisteredSuppliers is on', () => {
    register({ supplierName: 'Street vendor' }).thenThrows(invalidOn('supplierName'));
    const open = { ...activeHub, fields: { ...hubFields, allowUnregisteredSuppliers: true } };
    expect(() =>
      decideRegisterCollectedMaterial(
        { ...command, supplierName: 'Street vendor' },
        { hub: open, picture: ownPicture, material: { exists: false } },
      ),
    ).not.toThrow();
  });
  describe('a supplier named by uuid (issue 33)', () => {
    const hubOf = (type: string, state: HubAggregate['state'] = 'ACTIVE'): HubAggregate => ({
      exists: true,
      state,
      fields: { ...hubFields, type: type as never },
    });
    const withSupplier = (supplierUuid: string, hub: HubAggregate, supplier: HubAggregate | null) =>
      whenDeciding(() =>
        decideRegisterCollectedMaterial(
          { ...command, supplierUuid },
          { hub, picture: ownPicture, material: { exists: false }, supplier },
        ),
      );
    const configured = {
      ...activeHub,
      fields: { ...hubFields, supplierUuids: ['s1'] },
    };
    it("takes one of the hub's supplierUuids", () => {
      expect(() =>
        decideRegisterCollectedMaterial(
          { ...command, supplierUuid: 's1' },
          {
            hub: configured,
            picture: ownPicture,
            material: { exists: false },
            supplier: hubOf('COLLECTION_CENTER'),
          },
        ),
      ).not.toThrow();
    });
    it('refuses another platform hub that is not among them, a made-up uuid, and the hub itself', () => {
      withSupplier('other', configured, hubOf('COLLECTION_CENTER')).thenThrows(
        invalidOn('supplierUuid'),
      );
      withSupplier('other', activeHub, hubOf('RECYCLER')).thenThrows(invalidOn('supplierUuid'));
      const none: HubAggregate = { exists: false, state: null, fields: null };
      withSupplier('made-up', activeHub, none).thenThrows(invalidOn('supplierUuid'));
      withSupplier('h', activeHub, activeHub).thenThrows(invalidOn('supplierUuid'));
    });
    it('takes any working platform hub only when allowUnregisteredSuppliers is on', () => {
      const open = { ...activeHub, fields: { ...hubFields, allowUnregisteredSuppliers: true } };
      expect(() =>
        decideRegisterCollectedMaterial(
          { ...command, supplierUuid: 'other' },
          {
            hub: open,
            picture: ownPicture,
            material: { exists: false },
            supplier: hubOf('RECYCLER'),
          },
        ),
      ).not.toThrow();
      withSupplier('other', open, hubOf('RECYCLER', 'PAUSED')).thenThrows(
        invalidOn('supplierUuid'),
      );
      withSupplier('gone', open, { exists: false, state: null, fields: null }).thenThrows(
        invalidOn('supplierUuid'),
      );
    });
    it('takes a pick-up point the check-in offers: any while no suppliers are configured', () => {
      expect(() =>
        decideRegisterCollectedMaterial(
          { ...command, supplierUuid: 'point' },
          {
            hub: activeHub,
            picture: ownPicture,
            material: { exists: false },
            supplier: hubOf('PICKUP_POINT'),
          },
        ),
      ).not.toThrow();
      withSupplier('point', configured, hubOf('PICKUP_POINT')).thenThrows(
        invalidOn('supplierUuid'),
      );
    });
  });
  it('refuses the same record twice', () => {
    specificationFor(collectedMaterialDecider)([registered])
      .when({ ...command, pictureMimeType: 'image/png' })
      .thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });
});

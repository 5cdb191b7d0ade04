import { describe, expect, it } from 'vitest';
import { CAMERA_RESOLUTION_SIZE, HUB_TYPES_NOT_PICKABLE, HubType } from './enums';
import {
  REGISTRATION_FEATURES,
  defaultRegistrationFeature,
  hasSingleRegistrationFeature,
  registrationFeatureOf,
} from './roles-and-features';
import { clearanceSteps } from './clearance-steps';
import { isGradable } from './grading-rules';
import { SUPPLIER_TYPES, canHaveHubOwner, hubIdentityPath, regionOfCountry } from './hub-rules';

describe('hub rules of Document 1', () => {
  it('offers Add Hub Owner for pipeline owners and for collection centers, recyclers and co-processing facilities only (§2)', () => {
    const owners = HubType.options.filter((type) =>
      canHaveHubOwner({ pipelineOwner: false, type }),
    );
    expect(owners.sort()).toEqual(['COLLECTION_CENTER', 'CO_PROCESSING_FACILITY', 'RECYCLER']);
    expect(canHaveHubOwner({ pipelineOwner: true, type: 'PICKUP_POINT' })).toBe(true);
    expect(canHaveHubOwner({ pipelineOwner: false, type: 'CARRIER' })).toBe(false);
  });

  it('knows when exactly one of the four registration features is on (§6)', () => {
    expect(REGISTRATION_FEATURES).toHaveLength(4);
    expect(hasSingleRegistrationFeature(['WASTE_BAG_REGISTRATION', 'EVENT_REVIEW'])).toBe(true);
    expect(
      hasSingleRegistrationFeature(['WASTE_BAG_REGISTRATION', 'TRUCK_LOAD_REGISTRATION']),
    ).toBe(false);
    expect(hasSingleRegistrationFeature(['EVENT_REVIEW'])).toBe(false);
  });

  it('makes the default registration form the one feature, else the first of several (issue 20)', () => {
    expect(defaultRegistrationFeature(['CONTAINER_REGISTRATION', 'EVENT_REVIEW'])).toBe(
      'CONTAINER_REGISTRATION',
    );
    expect(defaultRegistrationFeature(['CONTAINER_REGISTRATION', 'TRUCK_LOAD_REGISTRATION'])).toBe(
      'TRUCK_LOAD_REGISTRATION',
    );
    expect(defaultRegistrationFeature([])).toBeNull();
  });

  it('names the registration feature each registration needs (issue 20)', () => {
    const unit = (registrationUnit: 'BAG' | 'CONTAINER' | 'TRUCK_LOAD', collectionRound = false) =>
      registrationFeatureOf({ registrationUnit, collectionRound });
    expect(unit('BAG')).toBe('WASTE_BAG_REGISTRATION');
    expect(unit('BAG', true)).toBe('MATERIAL_COLLECTION');
    expect(unit('CONTAINER')).toBe('CONTAINER_REGISTRATION');
    expect(unit('TRUCK_LOAD')).toBe('TRUCK_LOAD_REGISTRATION');
    expect(registrationFeatureOf({ received: 'CARRIER' })).toBe('MATERIAL_REGISTRATION');
    expect(registrationFeatureOf({ received: 'HANDLING_CENTER' })).toBe('MATERIAL_REGISTRATION');
    expect(registrationFeatureOf({ received: 'CO_PROCESSING' })).toBe('TRUCK_LOAD_REGISTRATION');
  });

  it('asks a clearance the steps the hub settings name (issue 20)', () => {
    expect(clearanceSteps({})).toEqual({ plate: false, picture: true, weigh: false });
    expect(clearanceSteps({ weighMaterialClearance: true })).toEqual({
      plate: false,
      picture: false,
      weigh: true,
    });
    expect(
      clearanceSteps({ showMaterialClearanceTransport: true, weighMaterialClearance: true }),
    ).toEqual({ plate: true, picture: true, weigh: true });
  });

  it('grades only the configured input types, any when none is configured (issue 20)', () => {
    expect(isGradable({ segregationInputMaterialTypes: [] }, 'GLASS_CLEAR')).toBe(true);
    expect(isGradable({ segregationInputMaterialTypes: ['PET_CLEAR'] }, 'PET_CLEAR')).toBe(true);
    expect(isGradable({ segregationInputMaterialTypes: ['PET_CLEAR'] }, 'HDPE_MIXED')).toBe(false);
  });

  it('never offers GENERATOR or DEPRECATED hubs as suppliers; pick-up points have none', () => {
    for (const suppliers of Object.values(SUPPLIER_TYPES)) {
      for (const type of suppliers) expect(HUB_TYPES_NOT_PICKABLE).not.toContain(type);
    }
    expect(SUPPLIER_TYPES.PICKUP_POINT).toBeUndefined();
  });

  it('the hub QR text ends in /identity/hub/{uuid}; a region follows the country (§1)', () => {
    expect(hubIdentityPath('abc')).toBe('/identity/hub/abc');
    expect(regionOfCountry('IN')).toBe('AP_MUMBAI');
    expect(regionOfCountry('DE')).toBe('EU_FRANKFURT');
    expect(regionOfCountry('BR')).toBe('SA_SAO_PAULO');
    expect(regionOfCountry('US')).toBe('DEFAULT');
    expect(regionOfCountry(null)).toBe('DEFAULT');
  });

  it('camera resolutions are the four sizes of §3', () => {
    expect(CAMERA_RESOLUTION_SIZE).toMatchObject({
      W480_H640: { width: 480, height: 640 },
      W720_H960: { width: 720, height: 960 },
      W960_H1280: { width: 960, height: 1280 },
      W1440_H1920: { width: 1440, height: 1920 },
    });
  });
});

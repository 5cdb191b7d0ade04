import fc from 'fast-check';

/** Field names the contracts use most: a hostile body that names them reaches the validation of each field. */
export const FIELD_NAMES = [
  'uuid',
  'weight',
  'pictureFileUploadUuid',
  'email',
  'phoneNumber',
  'code',
  'password',
  'materialType',
  'hubUuid',
  'weighedAt',
  'trackedItemUuid',
  'name',
  'licensePlate',
  'hubCompanyUuid',
  'firstName',
  'lastName',
  'comment',
  'tags',
  'registrationUnit',
  'type',
  'features',
  'collectedMaterialTypes',
  'firstUser',
  'filters',
  'page',
  'size',
  'search',
  'collectionUnitUuid',
  'ongoingTransportUuid',
  'supplierUuid',
  'lines',
  'documents',
  'deadlineDate',
  'quantity',
  'latitude',
  'longitude',
  'country',
  'currency',
  'role',
  'language',
  'status',
  'value',
  'users',
  'reason',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  '"; DROP TABLE events; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '%00',
  '%2e%2e%2f',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '-0',
  '0x10',
  '9'.repeat(400),
  '１２',
  '\u202Eexe.png',
  '😀'.repeat(50),
  'null',
  'undefined',
  'true',
  '2026-02-30T25:61:00Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'a@b',
  '+'.repeat(30),
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
];
const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.1 + 0.2,
  1e-320,
  2 ** 31,
  -(2 ** 63),
];

/** A value of the wrong type, out of range or built to break a parser, an index or a page. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [null],
    { $gt: '' },
    { $where: 'sleep(1000)' },
    JSON.parse('{"__proto__": {"admin": true}}') as unknown,
  ),
  fc.string({ maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON body: the wrong type at the top, a known field with a hostile value, many fields, or nesting deep. */
export const hostileJsonBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 3,
    arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, {
      minKeys: 1,
      maxKeys: 8,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 30 }),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 50, max: 400 })
      .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...FIELD_NAMES).map((f) => ({ [f]: 'y'.repeat(200_000) })),
  },
);

/** Raw request bodies that are not what they claim: broken JSON, pollution attempts, the wrong content type. */
export const hostileRawBody: fc.Arbitrary<{ contentType: string; body: string }> = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"weight": }',
      '[1,2',
      'nul',
      '"unterminated',
      '{"a":1}{"b":2}',
      '\u0000\u0001',
      '{"weight": 1e99999}',
      '{"__proto__": {"role": "ROLE_CAIRN_ADMIN", "admin": true}}',
      '{"constructor": {"prototype": {"admin": true}}}',
    )
    .map((body) => ({ contentType: 'application/json', body })),
  fc.string({ maxLength: 200 }).map((body) => ({ contentType: 'application/json', body })),
  fc.string({ maxLength: 200 }).map((body) => ({ contentType: 'text/plain', body })),
  fc
    .constantFrom(
      'application/json; charset=klingon',
      'application/json; charset=utf-7',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
    )
    .map((contentType) => ({ contentType, body: '{"weight": "1"}' })),
  fc
    .constantFrom('weight=1&materialType=PET_CLEAR', 'a[b][c][d][e]=1&__proto__[x]=1')
    .map((body) => ({ contentType: 'application/x-www-form-urlencoded', body })),
  fc
    .constantFrom(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    )
    .map((body) => ({ contentType: 'application/xml', body })),
);

/** Path parameters: a uuid nobody owns, or text built to climb out of a folder or into a query. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    "1'%20OR%20'1'%3D'1",
    'x'.repeat(300),
    'NaN',
    '-1',
    '__proto__',
    'constructor',
    '%E2%80%AE',
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
);

/** Files that pretend to be pictures: the name and declared type say image, the bytes do not. */
export const disguisedFile: fc.Arbitrary<{ bytes: Uint8Array; name: string; type: string }> =
  fc.record({
    bytes: fc.oneof(
      fc.uint8Array({ minLength: 0, maxLength: 2048 }),
      fc
        .constantFrom(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
          '<html><script>alert(1)</script></html>',
          'MZ\u0090\u0000PE',
          '#!/bin/sh\nrm -rf /',
          'PK\u0003\u0004zip',
          '<?php system($_GET["c"]); ?>',
        )
        .map((s) => new TextEncoder().encode(s)),
    ),
    name: fc.constantFrom(
      'bag.png',
      'scale.jpg',
      '../../../../tmp/evil.png',
      '..\\..\\evil.jpeg',
      'x.pdf',
      'a.heic',
      '.png',
      'evil.svg',
      'é\u202Egnp.exe',
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'application/pdf',
      'image/svg+xml',
      'application/octet-stream',
    ),
  });

/** Query strings for the reads: paging, filters and sorting out of range, of the wrong type or built to break a parser. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'page',
        'size',
        'sort',
        'filters',
        'search',
        'state',
        'states',
        'type',
        'hubUuid',
        'companyUuid',
        'account',
        'startDate',
        'endDate',
        'materialType',
        'instruction',
        'kind',
        'exp',
        'sig',
      ),
      fc.oneof(
        fc.constantFrom(
          '-1',
          '0',
          '1e9',
          'NaN',
          '__proto__',
          '[]',
          '{}',
          '[{"field":"x","operator":"DROP","value":1}]',
          '[{"field":"HUB_UUID","operator":"EQUALS","value":{"$ne":null}}]',
          '{"$where":"1"}',
          '%',
          "' OR 1=1 --",
          'x'.repeat(5000),
          '2026-13-45',
          'null',
        ),
        fc.string({ maxLength: 30 }),
      ),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  );

import { Button, Callout, H2, InputGroup, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  hubUuidFromQrText,
  type PickupPoint,
  PickupPointSearchRequest,
  maxLengthOf,
} from '@cairn/contracts';
import { post } from '../../api/request';
import { FieldFrame } from '../../common/field-frame';
import { useDebouncedValue } from '../../common/use-debounced-value';
import { showToast } from '../../shell/toaster';
import { activePickupPoint, rememberPickupPoint } from './active-pickup-point';
import { QrScanner } from './qr-scanner';
import { t } from '../hub-forms.messages';

/** What the scanner says of a code it read; null for a pick-up point's code (issue 18). */
export const notAPickupPointCode = (): string => t('hub.notAPickupPointCode');
export const qrHint = (text: string): string | null =>
  hubUuidFromQrText(text) ? null : notAPickupPointCode();

/**
 * /check-in: choose the pick-up point by its name, or scan its hub QR code (text ending in
 * /identity/hub/<36-character id>). The choice is kept and the user returns to /hub-overview.
 */
export default function CheckInPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const debounced = useDebouncedValue(name.trim(), 500);
  const [found, setFound] = useState<PickupPoint[] | null>(null);
  const [scanning, setScanning] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [scanHint, setScanHint] = useState<string | null>(null);
  const current = activePickupPoint();

  useEffect(() => {
    if (!debounced) {
      setFound(null);
      return;
    }
    let live = true;
    post<PickupPoint[]>('/api/companies/pickupPoints/search', { name: debounced })
      .then((rows) => {
        if (live) setFound(rows);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [debounced]);

  const choose = (point: PickupPoint) => {
    rememberPickupPoint(point);
    showToast('success', t('hub.checkedInAt', { name: point.name }));
    navigate('/hub-overview');
  };

  const onQrText = async (text: string) => {
    const uuid = hubUuidFromQrText(text);
    setScanHint(qrHint(text));
    if (!uuid) return false; // another QR code: say so and keep scanning
    const [point] = await post<PickupPoint[]>('/api/companies/pickupPoints/search', { uuid }).catch(
      () => [] as PickupPoint[],
    );
    setScanning(false);
    if (point) choose(point);
    else setNotFound(true);
    return true;
  };

  if (scanning)
    return (
      <QrScanner
        message={t('hub.scanPickupPoint')}
        onText={onQrText}
        hint={scanHint}
        onBack={() => {
          setScanning(false);
          setScanHint(null);
        }}
      />
    );
  return (
    <div className="bag-form">
      <H2>{t('hub.checkIn')}</H2>
      {current && (
        <Callout icon="map-marker">
          {t('hub.checkedInAtLabel')} <strong>{current.name}</strong>
        </Callout>
      )}
      {notFound && <Callout intent="warning">{t('hub.notYourPickupPoint')}</Callout>}
      <Button
        size="large"
        fill
        intent="primary"
        icon="camera"
        text={t('hub.scanQrCode')}
        onClick={() => {
          setNotFound(false);
          setScanHint(null);
          setScanning(true);
        }}
      />
      <FieldFrame label={t('hub.pickupPoint')} labelFor="pickup-point-name">
        <InputGroup
          id="pickup-point-name"
          size="large"
          leftIcon="search"
          placeholder={t('hub.searchByName')}
          value={name}
          maxLength={maxLengthOf(PickupPointSearchRequest, 'name')}
          onChange={(e) => setName(e.target.value)}
          rightElement={debounced && !found ? <Spinner size={16} /> : undefined}
        />
      </FieldFrame>
      {found &&
        (found.length === 0 ? (
          <p className="bp6-text-muted">{t('hub.noPickupPointNamed')}</p>
        ) : (
          <Menu className="transport-picker__list">
            {found.map((p) => (
              <MenuItem key={p.uuid} icon="map-marker" text={p.name} onClick={() => choose(p)} />
            ))}
          </Menu>
        ))}
      <Button size="large" text={t('hub.cancel')} onClick={() => navigate('/hub-overview')} />
    </div>
  );
}

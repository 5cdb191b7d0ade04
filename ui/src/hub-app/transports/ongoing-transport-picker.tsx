import { Button, Card, InputGroup, Menu, MenuItem, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import {
  type OngoingTransportView,
  OngoingTransportSearchRequest,
  maxLengthOf,
} from '@cairn/contracts';
import { post } from '../../api/request';
import { formatDayTime, formatNumber } from '../../common/format';
import { FieldFrame } from '../../common/field-frame';
import { useDebouncedValue } from '../../common/use-debounced-value';
import { t } from '../hub-forms.messages';
import { materialTypeLabel } from '../../common/material-label';

interface Props {
  value: OngoingTransportView | null;
  onChange: (transport: OngoingTransportView | null) => void;
  required?: boolean;
}

/**
 * Finds the arriving truck by its whole plate: POST /api/ongoingTransports/search, debounced 500 ms;
 * empty input, or a part of a plate, lists nothing (Document 3 §7; issue 21: no finding others' trucks by a letter).
 */
export function OngoingTransportPicker({ value, onChange, required }: Props) {
  const [plate, setPlate] = useState('');
  const debounced = useDebouncedValue(plate.trim(), 500);
  const [found, setFound] = useState<OngoingTransportView[] | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!debounced) {
      setFound(null);
      return;
    }
    let current = true;
    setLoading(true);
    post<OngoingTransportView[]>('/api/ongoingTransports/search', {
      transporterLicensePlate: debounced,
    })
      .then((rows) => {
        if (current) setFound(rows);
      })
      .catch(() => {
        if (current) setFound([]);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [debounced]);

  if (value) {
    return (
      <FieldFrame label={t('hub.ongoingTransport')} required={required}>
        <Card compact className="transport-card" data-testid="chosen-transport">
          <div className="transport-card__main">
            <strong>{value.transporterLicensePlate}</strong>
            <span className="bp6-text-muted">
              {t('hub.fromOwner', { owner: value.owner })} ·{' '}
              {formatDayTime(value.transporterDispatchedAt)}
            </span>
            <span className="transport-card__types">
              {value.remainingMaterialTypes.map((m) => (
                <Tag key={m} minimal>
                  {materialTypeLabel(m)}
                </Tag>
              ))}
              <span className="bp6-text-muted">
                {t('hub.dispatchedWeight', { weight: `${formatNumber(value.weight, 2)} kg` })}
              </span>
            </span>
          </div>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('hub.chooseAnotherTransport')}
            onClick={() => onChange(null)}
          />
        </Card>
      </FieldFrame>
    );
  }
  return (
    <FieldFrame
      label={t('hub.ongoingTransport')}
      labelFor="transport-plate"
      required={required}
      helperText={t('hub.ongoingTransportHelper')}
    >
      <InputGroup
        id="transport-plate"
        size="large"
        leftIcon="search"
        placeholder={t('hub.licencePlate')}
        value={plate}
        maxLength={maxLengthOf(OngoingTransportSearchRequest, 'transporterLicensePlate')}
        onChange={(e) => setPlate(e.target.value)}
        rightElement={loading ? <Spinner size={16} /> : undefined}
      />
      {found &&
        (found.length === 0 ? (
          <p className="bp6-text-muted transport-picker__none">{t('hub.noTransportWithPlate')}</p>
        ) : (
          <Menu className="transport-picker__list">
            {found.map((transport) => (
              <MenuItem
                key={transport.uuid}
                icon="drive-time"
                text={transport.transporterLicensePlate}
                label={transport.owner}
                onClick={() => onChange(transport)}
              />
            ))}
          </Menu>
        ))}
    </FieldFrame>
  );
}

import { Button, Card, InputGroup, Menu, MenuItem, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { materialTypeLabel, type OngoingTransportView } from '@cairn/contracts';
import { post } from '../../api/request';
import { formatDayTime } from '../../common/format';
import { FieldFrame } from '../../common/field-frame';
import { useDebouncedValue } from '../../common/use-debounced-value';

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
      <FieldFrame label="Ongoing transport" required={required}>
        <Card compact className="transport-card" data-testid="chosen-transport">
          <div className="transport-card__main">
            <strong>{value.transporterLicensePlate}</strong>
            <span className="bp6-text-muted">
              from {value.owner} · {formatDayTime(value.transporterDispatchedAt)}
            </span>
            <span className="transport-card__types">
              {value.remainingMaterialTypes.map((m) => (
                <Tag key={m} minimal>
                  {materialTypeLabel(m)}
                </Tag>
              ))}
              <span className="bp6-text-muted">{value.weight.toFixed(2)} kg dispatched</span>
            </span>
          </div>
          <Button
            variant="minimal"
            icon="cross"
            aria-label="Choose another transport"
            onClick={() => onChange(null)}
          />
        </Card>
      </FieldFrame>
    );
  }
  return (
    <FieldFrame
      label="Ongoing transport"
      labelFor="transport-plate"
      required={required}
      helperText="Type the truck's whole licence plate (spaces and dashes do not matter) to find the transport."
    >
      <InputGroup
        id="transport-plate"
        size="large"
        leftIcon="search"
        placeholder="Licence plate"
        value={plate}
        maxLength={100}
        onChange={(e) => setPlate(e.target.value)}
        rightElement={loading ? <Spinner size={16} /> : undefined}
      />
      {found &&
        (found.length === 0 ? (
          <p className="bp6-text-muted transport-picker__none">
            No ongoing transport with this plate.
          </p>
        ) : (
          <Menu className="transport-picker__list">
            {found.map((t) => (
              <MenuItem
                key={t.uuid}
                icon="drive-time"
                text={t.transporterLicensePlate}
                label={t.owner}
                onClick={() => onChange(t)}
              />
            ))}
          </Menu>
        ))}
    </FieldFrame>
  );
}

import './truck-loads.css';
import { Button, Card, H3, Spinner } from '@blueprintjs/core';
import useSWR from 'swr';
import { type RegisteredMaterialView } from '@cairn/contracts';
import { fetcher } from '../../api/request';
import { ConfirmButton } from '../../common/confirm-button';
import { formatDayTime, numberText } from '../../common/format';
import { materialTypeLabel } from '../../common/material-label';

export const TRUCK_LOADS_PATH = '/api/registeredMaterials';
export const useTruckLoads = () => useSWR<RegisteredMaterialView[]>(TRUCK_LOADS_PATH, fetcher);

interface Props {
  title: string;
  empty: string;
  /** The action on each truck load (grade, process); none lists them only. */
  action?: {
    text: string;
    icon: 'filter-list' | 'cog';
    onClick: (load: RegisteredMaterialView) => void;
    busy: boolean;
    /** Asked before an action that cannot be undone. */
    confirm?: string;
    /** Loads the action applies to (e.g. a material the hub grades); the others are listed without it. */
    offered?: (load: RegisteredMaterialView) => boolean;
  };
}

/** The truck loads not yet graded or processed, newest first (GET /api/registeredMaterials). */
export function TruckLoadList({ title, empty, action }: Props) {
  const { data, error } = useTruckLoads();
  return (
    <Card compact className="truck-loads" data-testid="truck-loads">
      <H3>{title}</H3>
      {!data && !error ? (
        <Spinner size={20} />
      ) : !data || data.length === 0 ? (
        <p className="bp6-text-muted">{empty}</p>
      ) : (
        <ul className="truck-loads__list">
          {data.map((load) => (
            <li key={load.uuid} className="truck-loads__row">
              <div className="truck-loads__main">
                <span className="registration-panel__material">
                  {materialTypeLabel(load.materialType)}
                </span>
                <span className="bp6-text-muted truck-loads__meta">
                  {[load.licensePlate, load.supplier, formatDayTime(load.weighedAt)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <span className="registration-panel__weight">
                {numberText(load.formattedWeight)} kg
              </span>
              {action &&
                (action.offered?.(load) ?? true) &&
                (action.confirm ? (
                  <ConfirmButton
                    icon={action.icon}
                    text={action.text}
                    disabled={action.busy}
                    question={action.confirm}
                    confirmText={action.text}
                    onConfirm={() => action.onClick(load)}
                  />
                ) : (
                  <Button
                    size="large"
                    icon={action.icon}
                    text={action.text}
                    disabled={action.busy}
                    onClick={() => action.onClick(load)}
                  />
                ))}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { Button, Dialog, DialogBody, DialogFooter, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { EpcisExportQuery } from '@cairn/contracts';
import { download } from '../api/request';
import { endOfDayIso, startOfDayIso } from '../common/dates';
import { DayInput } from '../common/day-input';
import { t } from './epcis.messages';
import './epcis.css';

/** The hub admin page's "Export EPCIS": a period of days, then the EPCISDocument download. */
export function EpcisExportButton({ hubUuid }: { hubUuid: string }) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const query = { hubUuid, from: startOfDayIso(from), to: endOfDayIso(to) };
  const valid = EpcisExportQuery.safeParse(query).success;
  const exportDocument = async () => {
    setBusy(true);
    try {
      await download('GET', `/api/admin/epcis/export?${new URLSearchParams(query).toString()}`);
      setOpen(false);
    } catch {
      // request() has shown the error bar
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon="export" text={t('epcis.export')} onClick={() => setOpen(true)} />
      <Dialog
        isOpen={open}
        title={t('epcis.exportTitle')}
        icon="export"
        onClose={() => setOpen(false)}
      >
        <DialogBody>
          <p>{t('epcis.exportHelp')}</p>
          <div className="cairn-epcis-period">
            <FormGroup label={t('epcis.from')} labelFor="epcis-export-from">
              <DayInput
                id="epcis-export-from"
                value={from}
                onChange={setFrom}
                max={to || undefined}
              />
            </FormGroup>
            <FormGroup label={t('epcis.to')} labelFor="epcis-export-to">
              <DayInput id="epcis-export-to" value={to} onChange={setTo} min={from || undefined} />
            </FormGroup>
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('epcis.cancel')} onClick={() => setOpen(false)} />
              <Button
                intent="primary"
                icon="download"
                text={t('epcis.download')}
                disabled={!valid}
                loading={busy}
                onClick={() => void exportDocument()}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}

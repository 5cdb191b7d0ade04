import { Button, Card, Collapse, H3, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { QUANTITY_MAX_LENGTH, StartProcessingRequest, maxLengthOf } from '@cairn/contracts';
import { post } from '../../api/request';
import { useIdempotencyKey } from '../../common/use-idempotency-key';
import type { SchemaInput, SchemaOutput } from '../../common/schema-types';
import { SelectField } from '../../common/select-field';
import { TextField } from '../../common/text-field';
import type { HubConfig } from '../use-hub-config.hook';
import { useRun } from '../use-run.hook';
import { t } from '../hub-forms.messages';
import { materialTypeLabel } from '../../common/material-label';

type Input = SchemaInput<typeof StartProcessingRequest>;
type Output = SchemaOutput<typeof StartProcessingRequest>;

/** POST /api/processingUnits/start: processing material from stock; a single input type is preselected and its selector hidden. */
export function StartProcessingForm({ hub }: { hub: HubConfig }) {
  const types = hub.processingInputMaterialTypes ?? [];
  const [open, setOpen] = useState(false);
  const { busy, run } = useRun();
  const submission = useIdempotencyKey();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(StartProcessingRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      materialType: types.length === 1 ? types[0] : undefined,
      supplier: null,
      originalWeight: '',
      rejectedWeight: '0',
    },
  });
  const submit = form.handleSubmit((values) =>
    run(
      () =>
        submission.send((idempotencyKey) =>
          post('/api/processingUnits/start', values, { idempotencyKey }),
        ),
      t('hub.processingStarted'),
    ),
  );
  return (
    <Card compact className="start-processing">
      <Button
        variant="minimal"
        fill
        alignText="start"
        icon={open ? 'chevron-down' : 'chevron-right'}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        <H3 className="start-processing__title">{t('hub.processFromStock')}</H3>
      </Button>
      <Collapse isOpen={open}>
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {types.length > 1 && (
              <SelectField<Input>
                name="materialType"
                label={t('hub.materialType')}
                required
                placeholder={t('hub.selectMaterialType')}
                options={types.map((m) => ({ value: m, label: materialTypeLabel(m) }))}
              />
            )}
            {types.length === 1 && (
              <p className="bp6-text-muted">
                {t('hub.materialTypeIs', { material: materialTypeLabel(types[0]) })}
              </p>
            )}
            <TextField<Input>
              name="supplier"
              label={t('hub.supplier')}
              maxLength={maxLengthOf(StartProcessingRequest, 'supplier')}
              size="large"
              nullable
            />
            <TextField<Input>
              name="originalWeight"
              label={t('hub.originalWeight')}
              required
              inputMode="decimal"
              maxLength={QUANTITY_MAX_LENGTH}
              size="large"
              rightElement={<Tag minimal>kg</Tag>}
            />
            <TextField<Input>
              name="rejectedWeight"
              label={t('hub.rejectedWeight')}
              inputMode="decimal"
              maxLength={QUANTITY_MAX_LENGTH}
              size="large"
              rightElement={<Tag minimal>kg</Tag>}
            />
            <Button
              size="large"
              fill
              type="submit"
              intent="primary"
              icon="play"
              text={t('hub.startProcessing')}
              loading={busy}
              disabled={!form.formState.isValid}
            />
          </form>
        </FormProvider>
      </Collapse>
    </Card>
  );
}

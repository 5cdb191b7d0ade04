import { Button } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { MaterialType, SetMaterialPriceRequest, localDay } from '@cairn/contracts';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { applyFieldErrors } from '../common/apply-field-errors';
import { DayField } from '../common/day-field';
import { enumOptions } from '../common/options';
import { SelectField } from '../common/select-field';
import { TextField } from '../common/text-field';
import { showToast } from '../shell/toaster';
import { setMaterialPrice } from './prices.api';
import { materialTypeLabel } from '../common/material-label';
import { t } from './prices.messages';

interface Values {
  materialType: string | null;
  /** Typed as text; the resolver hands the number on (a comma is a decimal point). */
  price: string | number;
  effectiveFrom: string;
}
const MATERIAL_OPTIONS = enumOptions(MaterialType.options, materialTypeLabel);

/** Sets the price of one material from a day on, in the hub's currency. */
export function PriceForm({ hubUuid, currency }: { hubUuid: string; currency: string }) {
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { materialType: null, price: '', effectiveFrom: localDay(new Date()) },
    resolver: zodResolver(SetMaterialPriceRequest) as unknown as Resolver<Values>,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await setMaterialPrice(hubUuid, {
        materialType: values.materialType ?? '',
        price: values.price,
        effectiveFrom: values.effectiveFrom,
      });
      showToast('success', 'materialPriceSet');
      form.reset({ ...values, price: '' });
    } catch (failure) {
      applyFieldErrors(failure, form.setError);
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className="cairn-form-grid"
        aria-label={t('prices.setAPrice')}
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <SelectField<Values>
          name="materialType"
          label={t('prices.materialType')}
          required
          options={MATERIAL_OPTIONS}
        />
        <TextField<Values>
          name="price"
          label={t('prices.pricePer', { currency })}
          required
          inputMode="decimal"
        />
        <DayField<Values> name="effectiveFrom" label={t('prices.effectiveFrom')} required />
        <div>
          <Button
            type="submit"
            intent="primary"
            icon="tag"
            text={t('prices.setPrice')}
            loading={form.formState.isSubmitting}
          />
        </div>
      </form>
    </FormProvider>
  );
}

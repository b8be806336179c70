import type { FormSpec } from '../../../src/forms/types';
import { useT } from '../../../src/i18n/context';
import { withHint } from '../../../src/ui/fieldHint';
import type { BoundFieldProps } from '../../../src/ui/useFormController';
import { Select } from '../../../src/ui/Select';
import { TextField } from '../../../src/ui/TextField';
import { PROVINCE_CODES } from '../../../src/forms/fields-address';
import type { EsignField } from '../schema';

/** Props of one party's inputs. */
export interface PartFieldsProps {
  /** The party's own form (its fields keep the spec's names). */
  part: FormSpec;
  group: 'advisor' | 'investor' | 'joint';
  field: (name: EsignField) => BoundFieldProps;
  /** Label overrides by the spec's field name (the advisor's `phoneNumber` is the mobile phone). */
  labels?: Readonly<Record<string, string>>;
}

// The parts handed in are the very sub-forms the composed form was made of, so their group keys are its fields.
function isEsignField(name: string): name is EsignField {
  return /^(selection|advisor|investor|joint)\./.test(name);
}

/**
 * The inputs of one party, in its form's order: text, email and phone inputs with their hints, the
 * province as a select. An investor's details are not the advisor's own, so the browser is told not
 * to autofill them with the advisor's name, email or phone.
 */
export function PartFields({ part, group, field, labels = {} }: PartFieldsProps) {
  const i18n = useT();
  return (
    <>
      {part.fields.map((spec) => {
        const name = `${group}.${spec.name}`;
        if (!isEsignField(name)) return null;
        const label = labels[spec.name];
        const props = { ...withHint(field(name), i18n), ...(label ? { label } : {}), ...(group === 'advisor' ? {} : { autoComplete: 'off' }) };
        if (spec.name === 'province') {
          const options = PROVINCE_CODES.map((code) => ({ value: code, label: i18n.t(`esign.provinces.${code}`) }));
          return <Select key={name} {...props} options={options} />;
        }
        return <TextField key={name} {...props} />;
      })}
    </>
  );
}

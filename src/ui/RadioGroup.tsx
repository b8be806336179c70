import { useFieldWiring } from './ids';
import { FieldShell } from './FieldShell';
import type { FieldBinding } from './fieldTypes';
import type { ChoiceOption } from './Select';
import { memo } from './memo';

/** Props of a radio group; `id` goes to the first radio so error-summary links land on it. */
export interface RadioGroupProps extends FieldBinding {
  options: readonly ChoiceOption[];
  /** Lay the radios side by side (short lists such as English/French). */
  inline?: boolean;
}

/** Radios in a fieldset whose legend is the question. */
function RadioGroupView(props: RadioGroupProps) {
  const { id, errors, describedBy: described } = useFieldWiring(props);
  const value = String(props.value);
  return (
    <FieldShell
      id={id}
      label={props.label}
      required={props.required ?? true}
      hint={props.hint}
      errors={errors}
      labelMode="legend"
      describedBy={described}
    >
      <div class={`mi-radios${props.inline ? ' mi-radios--inline' : ''}`}>
        {props.options.map((o, i) => {
          const optionId = i === 0 ? id : `${id}-${i}`;
          return (
            <div class="mi-check" key={o.value}>
              <input
                class="mi-check__input"
                type="radio"
                id={optionId}
                name={props.name}
                value={o.value}
                checked={o.value === value}
                disabled={props.disabled || o.disabled}
                onChange={() => props.onValue(o.value)}
                aria-invalid={errors.length ? 'true' : undefined}
              />
              <label class="mi-check__label" for={optionId}>
                {o.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}

/** The field, re-rendered only when its props change (src/ui/memo.ts). */
export const RadioGroup = memo(RadioGroupView);

import { Field as UiField, type FieldProps } from '../../../components/ui/field';

export type { ControlProps } from '../../../components/ui/field';

/**
 * The dashboard's fields are components/ui Field. They keep the `field` class too: the
 * dashboard's layouts place fields by it (form.module.css's toolbar, ronde-select.module.css).
 */
export function Field({ className, ...props }: FieldProps) {
  return <UiField {...props} className={className ? `field ${className}` : 'field'} />;
}

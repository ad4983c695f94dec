import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useSiteConfig } from '../../../lib/site-config';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'allowDecimal'> & {
  /** The amount in cents, as the contract keeps it ('' while empty). */
  value?: number | string;
  /** Called with cents (a whole number), or '' when the field is emptied. */
  onChange?: (cents: number | string) => void;
};

/**
 * A price typed in units of the currency with two decimals (4.99), kept and sent in cents
 * (499), so an admin never has to count zeros.
 */
export function MoneyInput({ value, onChange, label, ...rest }: Props) {
  const { currency } = useSiteConfig();
  const shown = value === '' || value === undefined || value === null ? '' : Number(value) / 100;
  return (
    <NumberInput
      {...rest}
      label={label}
      leftSection={<span aria-hidden>{currency}</span>}
      leftSectionWidth={48}
      value={shown}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      min={0}
      onChange={(v) => onChange?.(v === '' ? '' : Math.round(Number(v) * 100))}
    />
  );
}

import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Card, CardSchema, msg } from '@simmer/contracts';
import { type ChangeEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useContractForm } from '../../lib/form';
import { regroupCardNumber } from './card-number';

export interface CardFormProps {
  /** The Make Payment button's amount text, e.g. "$9.99" (none on the mobile checkout). */
  amountText?: string;
  busy: boolean;
  error: string | null;
  /** The button's text instead of "Make Payment" (saving a card charges nothing). */
  submitLabel?: string;
  fieldErrors?: Record<string, string>;
  /** Extra controls above the button (the automatic-renewal switch). */
  children?: ReactNode;
  mobile?: boolean;
  onSubmit: (card: Card) => void;
}

const digitsOnly = (v: string) => v.replace(/\D/g, '');

/** "Add Your Card Details": Card Number, MM, YYYY, CVV and Make Payment (spec 002 §2.1). */
export function CardForm({
  amountText,
  busy,
  error,
  submitLabel,
  fieldErrors = {},
  children,
  mobile,
  onSubmit,
}: CardFormProps) {
  const form = useContractForm(CardSchema, { card_number: '', exp_month: '', exp_year: '', cvc: '' });
  // A card the contract's checks refuse is not sent; it reads as the tokenizer's refusal would.
  const [invalid, setInvalid] = useState(false);
  const set = (key: 'exp_month' | 'exp_year' | 'cvc') => (e: { currentTarget: { value: string } }) =>
    form.setFieldValue(key, digitsOnly(e.currentTarget.value));
  // The card number is grouped in fours as it is typed or pasted; the caret stays with its digit.
  const numberRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);
  const setNumber = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const inputType = (e.nativeEvent as InputEvent).inputType;
    const next = regroupCardNumber(input.value, input.selectionStart ?? input.value.length, {
      previous: form.values.card_number,
      deletingBackward: inputType === 'deleteContentBackward',
    });
    caretRef.current = next.caret;
    form.setFieldValue('card_number', next.value);
  };
  useLayoutEffect(() => {
    const input = numberRef.current;
    const caret = caretRef.current;
    if (!input || caret === null || document.activeElement !== input) return;
    caretRef.current = null;
    input.setSelectionRange(caret, caret);
  });

  const submit = form.onSubmit(
    (card) => {
      if (busy) return;
      setInvalid(false);
      onSubmit({
        card_number: card.card_number.replace(/\s/g, ''),
        exp_month: Number(card.exp_month),
        exp_year: Number(card.exp_year),
        cvc: card.cvc.trim(),
      });
    },
    () => {
      if (!busy) setInvalid(true);
    },
  );
  /** The form's own error for a field, else the tokenizer's from the last attempt. */
  const errorOf = (key: keyof Card) =>
    (form.errors[key] as string | undefined) ?? (invalid ? undefined : fieldErrors[key]);
  const shown = invalid ? msg.errorProcessingCard : error;

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-label={msg.addYourCardDetails} aria-busy={busy}>
        <Stack>
          <Title order={2} size="h4">
            {msg.addYourCardDetails}
          </Title>
          <TextInput
            label={msg.cardNumberLabel}
            ref={numberRef}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={form.values.card_number}
            onChange={setNumber}
            error={errorOf('card_number')}
          />
          <div>
            {mobile && (
              <Text size="sm" fw={500} mb={4}>
                {msg.expiryDateLabel}
              </Text>
            )}
            <Group grow align="flex-start">
              <TextInput
                label={msg.expiryMonthLabel}
                placeholder={msg.expiryMonthLabel}
                inputMode="numeric"
                autoComplete="cc-exp-month"
                maxLength={2}
                value={form.values.exp_month}
                onChange={set('exp_month')}
                error={errorOf('exp_month')}
              />
              <TextInput
                label={msg.expiryYearLabel}
                placeholder={msg.expiryYearLabel}
                inputMode="numeric"
                autoComplete="cc-exp-year"
                maxLength={4}
                value={form.values.exp_year}
                onChange={set('exp_year')}
                error={errorOf('exp_year')}
              />
              <TextInput
                label={msg.cvvLabel}
                placeholder={msg.cvvLabel}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                value={form.values.cvc}
                onChange={set('cvc')}
                error={errorOf('cvc')}
              />
            </Group>
          </div>
          {children}
          {shown && (
            <Alert color="red" role="alert">
              {shown}
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            disabled={busy}
            leftSection={busy ? <Loader size="xs" /> : undefined}
          >
            {submitLabel ?? (amountText ? `${msg.makePayment} ${amountText}` : msg.makePayment)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Card } from '@simmer/contracts';
import { msg } from '@simmer/contracts';
import { type ChangeEvent, type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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
  const [card, setCard] = useState({ card_number: '', exp_month: '', exp_year: '', cvc: '' });
  const set = (key: keyof typeof card) => (e: { currentTarget: { value: string } }) => {
    // Read the value now: the event's target is gone by the time the state updater runs.
    const value = digitsOnly(e.currentTarget.value);
    setCard((c) => ({ ...c, [key]: value }));
  };
  // The card number is grouped in fours as it is typed or pasted; the caret stays with its digit.
  const numberRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);
  const setNumber = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const inputType = (e.nativeEvent as InputEvent).inputType;
    const next = regroupCardNumber(input.value, input.selectionStart ?? input.value.length, {
      previous: card.card_number,
      deletingBackward: inputType === 'deleteContentBackward',
    });
    caretRef.current = next.caret;
    setCard((c) => ({ ...c, card_number: next.value }));
  };
  useLayoutEffect(() => {
    const input = numberRef.current;
    const caret = caretRef.current;
    if (!input || caret === null || document.activeElement !== input) return;
    caretRef.current = null;
    input.setSelectionRange(caret, caret);
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    onSubmit({
      card_number: card.card_number.replace(/\s/g, ''),
      exp_month: Number(card.exp_month),
      exp_year: Number(card.exp_year),
      cvc: card.cvc.trim(),
    });
  }

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
            value={card.card_number}
            onChange={setNumber}
            error={fieldErrors.card_number}
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
                value={card.exp_month}
                onChange={set('exp_month')}
                error={fieldErrors.exp_month}
              />
              <TextInput
                label={msg.expiryYearLabel}
                placeholder={msg.expiryYearLabel}
                inputMode="numeric"
                autoComplete="cc-exp-year"
                maxLength={4}
                value={card.exp_year}
                onChange={set('exp_year')}
                error={fieldErrors.exp_year}
              />
              <TextInput
                label={msg.cvvLabel}
                placeholder={msg.cvvLabel}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                value={card.cvc}
                onChange={set('cvc')}
                error={fieldErrors.cvc}
              />
            </Group>
          </div>
          {children}
          {error && (
            <Alert color="red" role="alert">
              {error}
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

import { MantineProvider } from '@mantine/core';
import { type Card, msg } from '@simmer/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardForm } from './card-form';
import { formatCardNumber, regroupCardNumber } from './card-number';

describe('card number grouping', () => {
  it('groups digits in fours and drops anything else, up to 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242  4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('')).toBe('');
  });

  it('keeps the caret after the digit it followed', () => {
    // Typing the fifth digit at the end: the caret goes past the new space.
    expect(regroupCardNumber('42425', 5)).toEqual({ value: '4242 5', caret: 6 });
    // Typing a digit in the middle of the first group.
    expect(regroupCardNumber('42942 4242', 3)).toEqual({ value: '4294 2424 2', caret: 3 });
    // Typing at the end of the first group moves past the space that follows.
    expect(regroupCardNumber('42429 4242', 5)).toEqual({ value: '4242 9424 2', caret: 6 });
    // Deleting a digit in the second group.
    expect(regroupCardNumber('4242 424 4242', 8)).toEqual({ value: '4242 4244 242', caret: 8 });
  });

  it('deletes the digit before a space when backspace only took the space', () => {
    expect(regroupCardNumber('42424242', 4, { previous: '4242 4242', deletingBackward: true })).toEqual({
      value: '4244 242',
      caret: 3,
    });
  });

  it('accepts a pasted number with spaces or dashes', () => {
    expect(regroupCardNumber('4000 0000 0000 0002', 19)).toEqual({ value: '4000 0000 0000 0002', caret: 19 });
    expect(regroupCardNumber('4000-0000-0000-0002', 19)).toEqual({ value: '4000 0000 0000 0002', caret: 19 });
  });
});

describe('the sandbox card form', () => {
  function renderForm(onSubmit = vi.fn<(card: Card) => void>()) {
    render(
      <MantineProvider>
        <CardForm busy={false} error={null} onSubmit={onSubmit} />
      </MantineProvider>,
    );
    return { onSubmit, number: screen.getByLabelText(msg.cardNumberLabel) as HTMLInputElement };
  }

  it('groups the number as it is typed', () => {
    const { number } = renderForm();
    let typed = '';
    for (const digit of '42424242') {
      typed = `${number.value}${digit}`;
      fireEvent.change(number, { target: { value: typed } });
    }
    expect(number.value).toBe('4242 4242');
  });

  it('groups a pasted number and sends the digits alone', () => {
    const { number, onSubmit } = renderForm();
    fireEvent.change(number, { target: { value: ' 4242 4242 4242 4242 ' } });
    expect(number.value).toBe('4242 4242 4242 4242');
    fireEvent.change(screen.getByLabelText(msg.expiryMonthLabel), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(msg.expiryYearLabel), { target: { value: '2034' } });
    fireEvent.change(screen.getByLabelText(msg.cvvLabel), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: msg.makePayment }));
    expect(onSubmit).toHaveBeenCalledWith({
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    });
  });

  it('puts the caret back after the digit typed in the middle', () => {
    const { number } = renderForm();
    fireEvent.change(number, { target: { value: '4242 4242' } });
    number.focus();
    // The member types 9 after the second digit: the field momentarily holds "429 42 4242".
    // Set through the prototype's setter, as a browser does, so React sees a change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(number, '42942 4242');
    number.setSelectionRange(3, 3);
    fireEvent.input(number);
    expect(number.value).toBe('4294 2424 2');
    expect(number.selectionStart).toBe(3);
  });

  it('keeps a card the contract refuses from the tokenizer and says so as the tokenizer would', () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText(msg.cardNumberLabel), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText(msg.expiryMonthLabel), { target: { value: '13' } });
    fireEvent.change(screen.getByLabelText(msg.expiryYearLabel), { target: { value: '2034' } });
    fireEvent.click(screen.getByRole('button', { name: msg.makePayment }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(msg.errorProcessingCard);
    expect(screen.getByText(msg.cardExpiryInvalid)).toBeTruthy();
    expect(screen.getByText(msg.cardCodeInvalid)).toBeTruthy();
  });
});

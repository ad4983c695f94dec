import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { msg, SignUpSchema } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { serverErrors, shownError, useContractForm } from '../../../lib/form';
import { signUpRequest } from '../api/auth-api';
import { refusedNotice } from './refused-notice';

export function SignUpForm({ onDone, onLogin }: { onDone?: () => void; onLogin?: () => void }) {
  const navigate = useNavigate();
  // `agreed` is the form's own: the schema leaves it out of what is sent.
  const form = useContractForm(SignUpSchema, {
    email: '',
    first_name: '',
    last_name: '',
    password1: '',
    password2: '',
    agreed: false,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const field = (name: 'email' | 'first_name' | 'last_name' | 'password1' | 'password2') => ({
    ...form.getInputProps(name),
    error: shownError(form.errors[name] as string | undefined),
  });
  const signUp = useMutation({
    mutationFn: (values: typeof form.values) => signUpRequest(SignUpSchema.parse(values)),
    onSuccess: (answer) => {
      // Every sign-up gets the same answer (decision 930): the address gets a link that makes
      // the account, or, when it has one already, a note to log in (spec 000 §8: sent to
      // /login). The login page shows the answer and has the address filled in.
      onDone?.();
      navigate('/login', { replace: true, state: { notice: answer.msg, email: answer.email } });
    },
    onError: (error) => {
      if (error instanceof ApiError && /already registered/i.test(error.message)) {
        // Spec 000 §8: an already registered e-mail is sent to /login.
        onDone?.();
        navigate('/login', { replace: true, state: { notice: error.message, email: form.values.email } });
        return;
      }
      setNotice(error instanceof ApiError ? error.message : msg.somethingWentWrong);
      serverErrors(form, error);
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => {
          setNotice(null);
          if (!values.agreed) {
            form.setFieldError('agreed', 'Please accept the terms and the privacy policy.');
            return;
          }
          signUp.mutate(values);
        },
        (errors, values) => setNotice(refusedNotice(errors, values)),
      )}
      noValidate
      aria-label="Sign up"
    >
      <Stack gap="sm">
        {notice && (
          <Alert color="red" variant="light" role="alert">
            {notice}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" required {...field('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...field('last_name')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
        <PasswordInput
          label="Password"
          description="8 to 20 characters with a number, an uppercase and a lowercase letter"
          autoComplete="new-password"
          required
          {...field('password1')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...field('password2')}
        />
        <Checkbox
          {...form.getInputProps('agreed', { type: 'checkbox' })}
          label={
            <Text size="sm" span>
              I agree to the{' '}
              <Anchor component={Link} to="/terms-conditions" target="_blank">
                Terms and Conditions
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to="/privacy-policy" target="_blank">
                Privacy Policy
              </Anchor>
            </Text>
          }
        />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          Sign up
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          {onLogin ? (
            <Anchor component="button" type="button" onClick={onLogin}>
              Log in
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login">
              Log in
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
